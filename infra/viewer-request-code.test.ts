import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageIdPattern } from '#shared/ports/image-id.ts';
import { maxUsernameLength, reservedUsernames } from '#contract/username.ts';
import { viewerRequestCode } from './viewer-request-code.ts';

const settingsOf = (code: string) =>
  JSON.parse(/^const settings = (.*);$/m.exec(code)![1]!) as Record<string, unknown>;

test('writes the auth domain (lower case), the username rules and the image id rule into the function', () => {
  expect(settingsOf(viewerRequestCode('Folio.Example'))).toEqual({
    authDomain: 'folio.example',
    localLoopback: false,
    maxLength: maxUsernameLength,
    reserved: [...reservedUsernames],
    imageId: imageIdPattern.source,
  });
  expect(settingsOf(viewerRequestCode(undefined)).authDomain).toBe('');
});

test('loopback addresses are a main host only when the local runtime builds the function', () => {
  expect(settingsOf(viewerRequestCode('localhost', { localLoopback: true })).localLoopback).toBe(true);
});

test.each(["folio.example'; evil()", 'folio..example', '-folio.example', 'https://folio.example'])(
  'refuses %p: only a host name is written into code',
  (domain) => {
    expect(() => viewerRequestCode(domain)).toThrow(/Not a host name/);
  },
);

test('a function file without its settings line is a build error, not a silent no-op', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'folio-edge-')), 'viewer-request.js');
  writeFileSync(file, 'function handler(event) { return event.request; }\n');
  expect(() => viewerRequestCode('folio.example', { file })).toThrow(/no "const settings/);
});
