import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from '#fixtures/tiny-images.ts';
import { imageMessages, maxImageSide, signInToUploadImages } from '#contract/image-upload.ts';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import { uploadStoryImage } from './story-image-upload.ts';

const apiHeaders = { authorization: 'session:tok', 'x-xsrf-token': 'x' };
const signedIn = (contentType: string) => ({
  'x-folio-auth': 'session:tok',
  'x-xsrf-token': 'x',
  'content-type': contentType,
});
const started: GraphqlResponse = { data: { startImageUpload: { __typename: 'ImageUploadStarted' } } };

async function upload(headers: Record<string, string>, body: Buffer, answer: GraphqlResponse = started) {
  const objects = memoryObjectStore();
  const calls: (string | null | undefined)[] = [];
  const executeGraphql: GraphqlExecutor = async (request, sentHeaders) => {
    calls.push(request.operationName);
    expect(sentHeaders).toEqual(apiHeaders);
    return answer;
  };
  const result = await uploadStoryImage({ headers, body, apiHeaders }, { objects, executeGraphql });
  return { result, objects, calls };
}

test.each([
  ['image/png', tinyPng(3, 2), 3, 2],
  ['image/jpeg', tinyJpeg(1200, 800, { orientation: 6 }), 800, 1200],
  ['image/gif', tinyGif(640, 480), 640, 480],
  ['image/webp', tinyWebp.lossy(300, 200), 300, 200],
])(
  'a %s is counted as the caller, stored under a new id and answered with its size',
  async (type, body, width, height) => {
    const { result, objects, calls } = await upload(signedIn(type), body);
    expect(calls).toEqual(['StartImageUpload']);
    const [key] = [...objects.objects.keys()];
    expect(key).toMatch(/^_\/image\/[0-9a-f]{16}$/);
    expect(objects.objects.get(key!)).toEqual({ body, contentType: type });
    expect(result).toEqual({
      status: 201,
      body: {
        imageId: key!.slice('_/image/'.length),
        originalWidth: width,
        originalHeight: height,
        contentType: type,
        bytes: body.length,
      },
    });
  },
);

test.each([
  [
    'a visitor',
    { ...signedIn('image/png'), 'x-folio-auth': 'anonymous' },
    tinyPng(2, 2),
    401,
    'Unauthorized',
    signInToUploadImages,
  ],
  ['an empty body', signedIn('image/png'), Buffer.alloc(0), 400, 'BadRequest', imageMessages.empty],
  ['another type', signedIn('image/svg+xml'), tinyPng(2, 2), 400, 'BadRequest', imageMessages.type],
  ['a GIF called a PNG', signedIn('image/png'), tinyGif(2, 2), 400, 'BadRequest', imageMessages.mismatch],
  [
    'no xsrf token',
    { ...signedIn('image/png'), 'x-xsrf-token': '' },
    tinyPng(2, 2),
    403,
    'Forbidden',
    missingXsrfMessage,
  ],
  [
    'a PNG whose size cannot be read',
    signedIn('image/png'),
    tinyPng(2, 2).subarray(0, 18),
    400,
    'BadRequest',
    imageMessages.unreadable,
  ],
  [
    'an image wider than the limit',
    signedIn('image/gif'),
    tinyGif(maxImageSide + 1, 10),
    400,
    'BadRequest',
    imageMessages.tooWide,
  ],
])(
  'refuses %s before asking the API or storing anything',
  async (_, headers, body, status, errorType, message) => {
    const { result, objects, calls } = await upload(headers, body);
    expect(result).toEqual({ status, body: { errors: [{ errorType, message }] } });
    expect(calls).toEqual([]);
    expect(objects.objects.size).toBe(0);
  },
);

test.each([
  [
    'RateLimited (the upload limit)',
    { data: { startImageUpload: { __typename: 'RateLimited', message: 'Too many.' } } },
    429,
    'RateLimited',
    'Too many.',
  ],
  [
    'Unauthorized (a stale session)',
    { data: { startImageUpload: { __typename: 'Unauthorized', message: signInToUploadImages } } },
    401,
    'Unauthorized',
    signInToUploadImages,
  ],
  [
    'Forbidden (a wrong xsrf token)',
    { data: null, errors: [{ errorType: 'Forbidden', message: missingXsrfMessage }] },
    403,
    'Forbidden',
    missingXsrfMessage,
  ],
])(
  'the API answering %s is that status, and nothing is stored',
  async (_, answer, status, errorType, message) => {
    const { result, objects } = await upload(signedIn('image/png'), tinyPng(2, 2), answer);
    expect(result).toEqual({ status, body: { errors: [{ errorType, message }] } });
    expect(objects.objects.size).toBe(0);
  },
);

test('an API failure of no known type is a 502 with its errors, and nothing is stored', async () => {
  const errors = [{ errorType: 'ServiceUnavailable', message: 'Down (Request id: r1)' }];
  const { result, objects } = await upload(signedIn('image/png'), tinyPng(2, 2), { data: null, errors });
  expect(result).toEqual({ status: 502, body: { errors } });
  expect(objects.objects.size).toBe(0);
});
