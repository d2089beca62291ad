import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { signInToChangeSettings } from '#contract/user-settings.ts';
import { imageMessages as avatarMessages, maxImageBytes as maxAvatarBytes } from '#contract/image-upload.ts';
import { uploadAvatar } from './avatar-upload.ts';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const signedIn = { 'x-folio-auth': 'session:tok', 'x-xsrf-token': 'x', 'content-type': 'image/png' };
const apiHeaders = { authorization: 'session:tok', 'x-xsrf-token': 'x' };

/** The API as the avatar upload sees it: who the viewer is, and what updateViewerProfile answers. */
function fakeApi(
  viewerId: string | null,
  result: Record<string, unknown> = { __typename: 'User', id: 'u1' },
) {
  const calls: { operationName?: string | null; variables?: Record<string, unknown> | null }[] = [];
  const execute: GraphqlExecutor = async (request, headers) => {
    calls.push(request);
    expect(headers).toEqual(apiHeaders);
    if (request.operationName === 'AvatarUploader')
      return { data: { viewer: viewerId ? { id: viewerId } : null } };
    return { data: { updateViewerProfile: result } };
  };
  return { execute, calls };
}

async function upload(headers: Record<string, string>, body: Buffer, api = fakeApi('u1')) {
  const objects = memoryObjectStore();
  const put = jest.spyOn(objects, 'put');
  const answer = await uploadAvatar({ headers, body, apiHeaders }, { objects, executeGraphql: api.execute });
  return { answer, objects, api, put };
}

test('stores the image under a new id with its real type, sets it as the caller and keeps it', async () => {
  const { answer, objects, api } = await upload(signedIn, png);
  const [key] = [...objects.objects.keys()];
  expect(key).toMatch(/^_\/image\/[0-9a-f]{16}$/);
  expect(objects.objects.get(key!)).toEqual({ body: png, contentType: 'image/png' });
  expect(api.calls.map((call) => call.operationName)).toEqual(['AvatarUploader', 'UpdateViewerAvatar']);
  expect(api.calls[1]!.variables).toEqual({ imageId: key!.slice('_/image/'.length) });
  expect(answer).toEqual({
    status: 200,
    body: { data: { updateViewerProfile: { __typename: 'User', id: 'u1' } } },
  });
});

test('the content type may carry parameters and any case', async () => {
  const { answer } = await upload({ ...signedIn, 'content-type': 'Image/PNG; charset=binary' }, png);
  expect(answer.status).toBe(200);
});

test.each([
  ['no credential', { ...signedIn, 'x-folio-auth': '' }, png, 401, 'Unauthorized', signInToChangeSettings],
  [
    'a visitor',
    { ...signedIn, 'x-folio-auth': 'anonymous' },
    png,
    401,
    'Unauthorized',
    signInToChangeSettings,
  ],
  ['an empty body', signedIn, Buffer.alloc(0), 400, 'BadRequest', avatarMessages.empty],
  [
    'a body over the limit',
    signedIn,
    Buffer.alloc(maxAvatarBytes + 1, 0xff),
    400,
    'BadRequest',
    avatarMessages.tooLarge,
  ],
  [
    'another type',
    { ...signedIn, 'content-type': 'image/svg+xml' },
    png,
    400,
    'BadRequest',
    avatarMessages.type,
  ],
  [
    'no type',
    { 'x-folio-auth': 'session:tok', 'x-xsrf-token': 'x' },
    png,
    400,
    'BadRequest',
    avatarMessages.type,
  ],
  ['HTML called a PNG', signedIn, Buffer.from('<html><script>'), 400, 'BadRequest', avatarMessages.mismatch],
  ['a GIF called a PNG', signedIn, Buffer.from('GIF89a....'), 400, 'BadRequest', avatarMessages.mismatch],
  ['no xsrf token', { ...signedIn, 'x-xsrf-token': '' }, png, 403, 'Forbidden', missingXsrfMessage],
])('refuses %s before asking or storing anything', async (_, headers, body, status, errorType, message) => {
  const { answer, objects, api } = await upload(headers, body);
  expect(answer).toEqual({ status, body: { errors: [{ errorType, message }] } });
  expect(objects.objects.size).toBe(0);
  expect(api.calls).toEqual([]);
});

test('a limit-sized image is accepted', async () => {
  const big = Buffer.alloc(maxAvatarBytes, 0);
  png.copy(big);
  expect((await upload(signedIn, big)).answer.status).toBe(200);
});

test('a stale or forged session is a visitor: 401, nothing stored', async () => {
  const { answer, objects, api } = await upload(signedIn, png, fakeApi(null));
  expect(answer).toEqual({
    status: 401,
    body: { errors: [{ errorType: 'Unauthorized', message: signInToChangeSettings }] },
  });
  expect(objects.objects.size).toBe(0);
  expect(api.calls).toHaveLength(1);
});

test.each([
  [{ __typename: 'RateLimited', message: 'Too many changes.' }, 429],
  [{ __typename: 'BadRequest', message: 'no' }, 400],
  [{ __typename: 'Unauthorized', message: 'no' }, 401],
  [{ __typename: 'NotFound', message: 'gone' }, 404],
])(
  'answers the mutation’s typed reason %p with its status, and deletes the image it stored',
  async (result, status) => {
    const { answer, objects, put } = await upload(signedIn, png, fakeApi('u1', result));
    expect(answer).toEqual({ status, body: { data: { updateViewerProfile: result } } });
    expect(put).toHaveBeenCalledTimes(1);
    expect(objects.objects.size).toBe(0);
  },
);

test('an API error keeps its type as the status (Forbidden: a wrong xsrf token), others are 502', async () => {
  const failing =
    (errorType: string): GraphqlExecutor =>
    async (request) =>
      request.operationName === 'AvatarUploader'
        ? { data: { viewer: { id: 'u1' } } }
        : { data: null, errors: [{ message: 'refused', errorType }] };
  const run = (errorType: string) => upload(signedIn, png, { execute: failing(errorType), calls: [] });

  const forbidden = await run('Forbidden');
  expect(forbidden.answer.status).toBe(403);
  // A refusal: the mutation wrote nothing, so neither does the upload.
  expect(forbidden.put).toHaveBeenCalledTimes(1);
  expect(forbidden.objects.objects.size).toBe(0);

  const unknown = await run('Lambda:Unhandled');
  expect(unknown.answer.status).toBe(502);
  // The profile may already show it: kept.
  expect([...unknown.objects.objects.keys()]).toEqual([unknown.put.mock.calls[0]![0]]);
});
