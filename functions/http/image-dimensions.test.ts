import { imageMessages, maxImageSide } from '#contract/image-upload.ts';
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from '#fixtures/tiny-images.ts';
import { measureImage } from './image-dimensions.ts';

test.each([
  ['PNG (IHDR)', tinyPng(3, 2), 3, 2],
  ['GIF (logical screen)', tinyGif(640, 480), 640, 480],
  ['baseline JPEG (SOF0)', tinyJpeg(1200, 800), 1200, 800],
  ['extended JPEG (SOF1)', tinyJpeg(1200, 800, { sof: 0xc1 }), 1200, 800],
  ['progressive JPEG (SOF2)', tinyJpeg(1200, 800, { sof: 0xc2 }), 1200, 800],
  ['JPEG upright by EXIF (orientation 1)', tinyJpeg(1200, 800, { orientation: 1 }), 1200, 800],
  ['JPEG turned by EXIF (orientation 6)', tinyJpeg(1200, 800, { orientation: 6 }), 800, 1200],
  ['JPEG turned by EXIF (orientation 8)', tinyJpeg(1200, 800, { orientation: 8 }), 800, 1200],
  ['lossy WebP (VP8)', tinyWebp.lossy(300, 200), 300, 200],
  ['lossless WebP (VP8L)', tinyWebp.lossless(300, 200), 300, 200],
  ['extended WebP (VP8X)', tinyWebp.extended(4000, 3000), 4000, 3000],
])('reads the size of a %s as a browser shows it', (_, bytes, width, height) => {
  expect(measureImage(bytes)).toEqual({ ok: true, width, height });
});

test.each([
  ['a truncated PNG', tinyPng(3, 2).subarray(0, 20)],
  ['a JPEG without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
  ['a GIF of no pixels', tinyGif(0, 0)],
  ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
  ['nothing', Buffer.alloc(0)],
])('refuses %s: its size cannot be read', (_, bytes) => {
  expect(measureImage(bytes)).toEqual({ ok: false, message: imageMessages.unreadable });
});

test.each([
  ['wider', tinyPng(maxImageSide + 1, 1)],
  ['higher', tinyGif(10, maxImageSide + 1)],
])('refuses an image %s than the limit, with the limit in the message', (_, bytes) => {
  expect(measureImage(bytes)).toEqual({ ok: false, message: imageMessages.tooWide });
  expect(imageMessages.tooWide).toContain('12,000 pixels');
});

test('an image exactly at the limit is accepted', () => {
  expect(measureImage(tinyGif(maxImageSide, maxImageSide))).toEqual({
    ok: true,
    width: maxImageSide,
    height: maxImageSide,
  });
});
