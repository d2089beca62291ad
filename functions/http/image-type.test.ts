import { sniffImageType } from './image-type.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

test.each([
  ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
  ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
  ['GIF87a', bytes('GIF87a', 1, 0), 'image/gif'],
  ['GIF89a', bytes('GIF89a', 1, 0), 'image/gif'],
  ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
])('knows a %s by its first bytes', (_, file, type) => {
  expect(sniffImageType(file)).toBe(type);
});

test.each([
  ['HTML', bytes('<!doctype html><script>')],
  ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
  ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
  ['a truncated PNG signature', bytes(0x89, 'PNG')],
  ['nothing', bytes()],
])('refuses %s', (_, file) => {
  expect(sniffImageType(file)).toBeUndefined();
});
