import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from '#fixtures/tiny-images.ts';
import {
  imageMessages,
  maxImageSide,
  maxStoryImageBytes,
  signInToUploadImages,
  uploadExpiredMessage,
} from '#contract/image-upload.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import { badPendingId, confirmStoryImage } from './story-image-upload.ts';

const pendingId = '0123456789abcdef0123456789abcdef';
const pendingKey = `_/upload-pending/${pendingId}`;
const signedIn = { 'x-folio-auth': 'session:tok', 'x-xsrf-token': 'x', 'content-type': 'application/json' };
const confirmation = Buffer.from(JSON.stringify({ pendingId }));

/** Confirms `pendingId` after the browser PUT `file` (of type `type`) to its ticket's address. */
async function confirm(file: Buffer | undefined, type: string, headers = signedIn, body = confirmation) {
  const objects = memoryObjectStore();
  if (file) await objects.put(pendingKey, file, type);
  const result = await confirmStoryImage({ headers, body, apiHeaders: {} }, { objects });
  return { result, objects };
}

test.each([
  ['image/png', tinyPng(3, 2), 3, 2],
  ['image/jpeg', tinyJpeg(1200, 800, { orientation: 6 }), 800, 1200],
  ['image/gif', tinyGif(640, 480), 640, 480],
  ['image/webp', tinyWebp.lossy(300, 200), 300, 200],
])(
  'a pending %s moves to a new image id and is answered with its size',
  async (type, file, width, height) => {
    const { result, objects } = await confirm(file, type);
    const [key] = [...objects.objects.keys()];
    expect(key).toMatch(/^_\/image\/[0-9a-f]{16}$/);
    expect(objects.objects.get(key!)).toEqual({ body: file, contentType: type });
    expect(result).toEqual({
      status: 201,
      body: {
        imageId: key!.slice('_/image/'.length),
        originalWidth: width,
        originalHeight: height,
        contentType: type,
        bytes: file.length,
      },
    });
  },
);

test.each([
  [
    'a visitor',
    { ...signedIn, 'x-folio-auth': 'anonymous' },
    confirmation,
    401,
    'Unauthorized',
    signInToUploadImages,
  ],
  [
    'a malformed pending id',
    signedIn,
    Buffer.from('{"pendingId":"../image/0123456789abcdef"}'),
    400,
    'BadRequest',
    badPendingId,
  ],
  ['not JSON', signedIn, Buffer.from('pendingId'), 400, 'BadRequest', badPendingId],
  ['no xsrf token', { ...signedIn, 'x-xsrf-token': '' }, confirmation, 403, 'Forbidden', missingXsrfMessage],
])('refuses %s and leaves the pending file alone', async (_, headers, body, status, errorType, message) => {
  const { result, objects } = await confirm(tinyPng(2, 2), 'image/png', headers, body);
  expect(result).toEqual({ status, body: { errors: [{ errorType, message }] } });
  expect([...objects.objects.keys()]).toEqual([pendingKey]);
});

test('a pending file that never arrived (or expired) is a 404 that says to upload again', async () => {
  const { result } = await confirm(undefined, 'image/png');
  expect(result).toEqual({
    status: 404,
    body: { errors: [{ errorType: 'NotFound', message: uploadExpiredMessage }] },
  });
});

test.each([
  ['HTML sent as a PNG', Buffer.from('<html><script>alert(1)</script>'), 'image/png', imageMessages.mismatch],
  ['a GIF sent as a PNG', tinyGif(2, 2), 'image/png', imageMessages.mismatch],
  ['a type of no image', tinyPng(2, 2), 'text/html', imageMessages.type],
  ['a PNG whose size cannot be read', tinyPng(2, 2).subarray(0, 18), 'image/png', imageMessages.unreadable],
  ['an image wider than the limit', tinyGif(maxImageSide + 1, 10), 'image/gif', imageMessages.tooWide],
  [
    'a file over 25 MB',
    Buffer.concat([tinyPng(2, 2), Buffer.alloc(maxStoryImageBytes)]),
    'image/png',
    imageMessages.storyTooLarge,
  ],
])('refuses %s with a 400 that says why, and deletes it', async (_, file, type, message) => {
  const { result, objects } = await confirm(file, type);
  expect(result).toEqual({ status: 400, body: { errors: [{ errorType: 'BadRequest', message }] } });
  expect(objects.objects.size).toBe(0);
});
