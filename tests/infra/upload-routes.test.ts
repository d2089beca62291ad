import { storyImageUploadPath, storyImageUploadUrlPath } from '#contract/image-upload.ts';
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

test('the upload paths (a story image’s ticket and confirmation, an avatar) reach the HTTP Lambda through /_/*, POST allowed', () => {
  const http = config.CacheBehaviors.find((behaviour) => behaviour.PathPattern === '/_/*')!;
  for (const path of [storyImageUploadUrlPath, storyImageUploadPath, avatarPath]) {
    const behaviour = behaviourServing(path);
    expect(behaviour.PathPattern).toBe('/_/*');
    expect(behaviour.TargetOriginId).toBe(http.TargetOriginId);
    expect(behaviour.AllowedMethods).toContain('POST');
  }
  // What they store is read back through the image behaviour, from the uploads bucket.
  expect(behaviourServing('/_/image/0123456789abcdef').PathPattern).toBe('/_/image/*');
});

test('the uploads bucket takes presigned PUTs from browsers, forgets unconfirmed uploads after a day, and never serves them', () => {
  const data = folio.templates.data;
  data.hasResourceProperties('AWS::S3::Bucket', {
    CorsConfiguration: {
      CorsRules: [
        { AllowedMethods: ['PUT'], AllowedOrigins: ['*'], AllowedHeaders: ['content-type'], MaxAge: 300 },
      ],
    },
    LifecycleConfiguration: {
      Rules: [{ Prefix: '_/upload-pending/', ExpirationInDays: 1, Status: 'Enabled' }],
    },
  });
  // CloudFront reads image keys only: a pending upload is not served until checked and moved.
  const policies = JSON.stringify(data.findResources('AWS::S3::BucketPolicy'));
  expect(policies).toContain('/_/image/*');
  expect(policies).not.toContain('upload-pending');
  // No behaviour serves them either: the path falls to the HTTP Lambda, which answers no GET there.
  expect(behaviourServing('/_/upload-pending/0123456789abcdef0123456789abcdef').PathPattern).toBe('/_/*');
});
