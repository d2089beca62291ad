import { storyImageUploadPath } from '#contract/image-upload.ts';
import { avatarPath } from '#functions/http/avatar-upload.ts';
import { distributionConfig, type DistributionConfig } from './cloudfront-config.ts';
import { synthFolio, type SynthesizedFolio } from './synth.ts';

let folio: SynthesizedFolio;
let config: DistributionConfig;
beforeAll(() => {
  folio = synthFolio();
  config = distributionConfig(folio.templates.web);
});
afterAll(() => folio.cleanup());

/** CloudFront's path patterns: `*` any characters, `?` one; the first behaviour that matches serves. */
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  ).test(path);
const behaviourServing = (path: string) =>
  config.CacheBehaviors.find((behaviour) => matches(behaviour.PathPattern!, path)) ??
  config.DefaultCacheBehavior;

test('image uploads (a story image, an avatar) reach the HTTP Lambda through /_/*, POST allowed', () => {
  const http = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/_/*')!;
  for (const path of [storyImageUploadPath, avatarPath]) {
    const behaviour = behaviourServing(path);
    expect(behaviour.PathPattern).toBe('/_/*');
    expect(behaviour.TargetOriginId).toBe(http.TargetOriginId);
    expect(behaviour.AllowedMethods).toContain('POST');
  }
  // What they store is read back through the image behaviour, from the uploads bucket.
  expect(behaviourServing('/_/image/0123456789abcdef').PathPattern).toBe('/_/image/*');
});
