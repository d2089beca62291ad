import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import {
  imageMessages,
  maxStoryImageBytes,
  signInToUploadImages,
  uploadTicketSeconds,
} from '#contract/image-upload.ts';
import type { GraphqlExecutor, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import { badTicketRequest, issueUploadTicket } from './upload-ticket.ts';

const apiHeaders = { authorization: 'session:tok', 'x-xsrf-token': 'x' };
const signedIn = { 'x-folio-auth': 'session:tok', 'x-xsrf-token': 'x', 'content-type': 'application/json' };
const started: GraphqlResponse = { data: { startImageUpload: { __typename: 'ImageUploadStarted' } } };
const json = (value: unknown) => Buffer.from(JSON.stringify(value));

async function ask(headers: Record<string, string>, body: Buffer, answer: GraphqlResponse = started) {
  const objects = memoryObjectStore();
  const presign = jest.spyOn(objects, 'presignPut');
  const calls: (string | null | undefined)[] = [];
  const executeGraphql: GraphqlExecutor = async (request, sentHeaders) => {
    calls.push(request.operationName);
    expect(sentHeaders).toEqual(apiHeaders);
    return answer;
  };
  const result = await issueUploadTicket({ headers, body, apiHeaders }, { objects, executeGraphql });
  return { result, presign, calls };
}

test('counts the upload as the caller, then presigns a PUT of exactly that type and length under a new pending key', async () => {
  const { result, presign, calls } = await ask(signedIn, json({ contentType: 'image/webp', bytes: 12_345 }));
  expect(calls).toEqual(['StartImageUpload']);
  expect(result.status).toBe(200);
  const ticket = (result as { body: { pendingId: string; url: string; headers: Record<string, string> } })
    .body;
  expect(ticket.pendingId).toMatch(/^[0-9a-f]{32}$/);
  expect(presign).toHaveBeenCalledWith(`_/upload-pending/${ticket.pendingId}`, {
    contentType: 'image/webp',
    bytes: 12_345,
    expiresInSeconds: uploadTicketSeconds,
  });
  expect(ticket.headers).toEqual({ 'content-type': 'image/webp' });
  expect(ticket.url).toContain(`_/upload-pending/${ticket.pendingId}`);
  expect(uploadTicketSeconds).toBe(300);
});

test.each([
  [
    'a visitor',
    { ...signedIn, 'x-folio-auth': 'anonymous' },
    { contentType: 'image/png', bytes: 10 },
    401,
    'Unauthorized',
    signInToUploadImages,
  ],
  [
    'another type',
    signedIn,
    { contentType: 'image/svg+xml', bytes: 10 },
    400,
    'BadRequest',
    imageMessages.type,
  ],
  ['no size', signedIn, { contentType: 'image/png' }, 400, 'BadRequest', imageMessages.empty],
  ['an empty file', signedIn, { contentType: 'image/png', bytes: 0 }, 400, 'BadRequest', imageMessages.empty],
  [
    'a file over 25 MB',
    signedIn,
    { contentType: 'image/png', bytes: maxStoryImageBytes + 1 },
    400,
    'BadRequest',
    imageMessages.storyTooLarge,
  ],
  ['not JSON', signedIn, 'image/png', 400, 'BadRequest', badTicketRequest],
  [
    'no xsrf token',
    { ...signedIn, 'x-xsrf-token': '' },
    { contentType: 'image/png', bytes: 10 },
    403,
    'Forbidden',
    missingXsrfMessage,
  ],
])('refuses %s before asking the API or presigning', async (_, headers, body, status, errorType, message) => {
  const { result, presign, calls } = await ask(
    headers,
    typeof body === 'string' ? Buffer.from(body) : json(body),
  );
  expect(result).toEqual({ status, body: { errors: [{ errorType, message }] } });
  expect(calls).toEqual([]);
  expect(presign).not.toHaveBeenCalled();
});

test('a file of exactly 25 MB may be announced', async () => {
  const { result } = await ask(signedIn, json({ contentType: 'image/jpeg', bytes: maxStoryImageBytes }));
  expect(result.status).toBe(200);
});

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
  'the API answering %s is that status, and nothing is presigned',
  async (_, answer, status, errorType, message) => {
    const { result, presign } = await ask(signedIn, json({ contentType: 'image/png', bytes: 10 }), answer);
    expect(result).toEqual({ status, body: { errors: [{ errorType, message }] } });
    expect(presign).not.toHaveBeenCalled();
  },
);

test('an API failure of no known type is a 502 with its errors', async () => {
  const errors = [{ errorType: 'ServiceUnavailable', message: 'Down (Request id: r1)' }];
  const { result, presign } = await ask(signedIn, json({ contentType: 'image/png', bytes: 10 }), {
    data: null,
    errors,
  });
  expect(result).toEqual({ status: 502, body: { errors } });
  expect(presign).not.toHaveBeenCalled();
});
