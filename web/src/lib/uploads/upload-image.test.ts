/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TextEncoder } from 'node:util';
import { imageMessages, maxStoryImageBytes } from '#contract/image-upload.ts';
import { giveBlobsArrayBuffer } from '../testing/blob-array-buffer.ts';
import { uploadImage, uploadTexts } from './upload-image.ts';

/**
 * A real HTTP server answering the three steps as Folio would (its answers set per test); jsdom's
 * XMLHttpRequest reaches it over CORS, as a browser reaches S3.
 */
interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
type Answers = Record<string, { status: number; body: string }>;
let server: Server;
let origin = '';
let received: Received[] = [];
let answers: Answers = {};

const image = {
  imageId: '0123456789abcdef',
  originalWidth: 3,
  originalHeight: 2,
  contentType: 'image/png',
  bytes: 5,
};
const pendingId = 'ab'.repeat(16);
const ticket = () => ({
  pendingId,
  url: `${origin}/_/upload-pending/${pendingId}?signature=s`,
  headers: { 'content-type': 'image/png' },
});
const everythingWorks = (): Answers => ({
  'POST /_/upload-url': { status: 200, body: JSON.stringify(ticket()) },
  'PUT /_/upload-pending': { status: 200, body: '' },
  'POST /_/upload': { status: 201, body: JSON.stringify(image) },
});
const errors = (message: string) => JSON.stringify({ errors: [{ errorType: 'X', message }] });

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do

beforeAll(async () => {
  giveBlobsArrayBuffer();
  server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-methods', 'POST, PUT');
    response.setHeader('access-control-allow-headers', 'content-type, x-amz-content-sha256, x-xsrf-token');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url!, origin).pathname;
      received.push({ method: request.method!, path, headers: request.headers, body: Buffer.concat(chunks) });
      const step = `${request.method} ${path.startsWith('/_/upload-pending/') ? '/_/upload-pending' : path}`;
      const answer = answers[step] ?? { status: 404, body: '' };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  answers = everythingWorks();
});

const png = (size = 5) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/png' });
const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const upload = (file = png(), options: Parameters<typeof uploadImage>[1] = {}) =>
  uploadImage(file, { origin, readToken: () => 'xsrf-1', ...options });

test('asks a ticket, PUTs the file to it with progress, confirms it, and answers the image', async () => {
  const fractions: number[] = [];
  expect(await upload(png(), { onProgress: (fraction) => fractions.push(fraction) })).toEqual({
    ok: true,
    image,
  });
  expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
    'POST /_/upload-url',
    `PUT /_/upload-pending/${pendingId}`,
    'POST /_/upload',
  ]);
  const [asked, put, confirmed] = received;
  expect(JSON.parse(asked!.body.toString())).toEqual({ contentType: 'image/png', bytes: 5 });
  expect(JSON.parse(confirmed!.body.toString())).toEqual({ pendingId });
  for (const post of [asked!, confirmed!]) {
    expect(post.headers).toMatchObject({
      'content-type': 'application/json',
      'x-amz-content-sha256': sha256(post.body),
      'x-xsrf-token': 'xsrf-1',
    });
  }
  expect(put!.body).toEqual(Buffer.alloc(5, 7));
  expect(put!.headers['content-type']).toBe('image/png');
  expect(put!.headers['x-xsrf-token']).toBeUndefined();
  expect(fractions.at(-1)).toBe(1);
  expect(fractions).toEqual([...fractions].sort());
});

test('a visitor sends no xsrf header and is told what the server said, for good', async () => {
  answers['POST /_/upload-url'] = { status: 401, body: errors('Sign in to upload images.') };
  expect(await upload(png(), { readToken: () => null })).toEqual({
    ok: false,
    message: 'Sign in to upload images.',
    retryable: false,
  });
  expect(received).toHaveLength(1);
  expect(received[0]!.headers['x-xsrf-token']).toBeUndefined();
});

test.each([
  ['POST /_/upload-url', 429, 'Too many images uploaded in a short time. Please try again later.', true],
  ['POST /_/upload-url', 503, 'Something failed on our side (Request id: r1).', true],
  ['POST /_/upload', 400, imageMessages.unreadable, false],
  ['POST /_/upload', 404, 'That upload has expired or never arrived. Please upload the image again.', true],
])('%s answering %i gives its message; retryable: %s', async (step, status, message, retryable) => {
  answers[step] = { status, body: errors(message) };
  expect(await upload()).toEqual({ ok: false, message, retryable });
});

test('storage refusing the PUT (an expired ticket) is a retryable failure in our words, never confirmed', async () => {
  answers['PUT /_/upload-pending'] = { status: 403, body: '<Error><Code>AccessDenied</Code></Error>' };
  expect(await upload()).toEqual({ ok: false, message: uploadTexts.failed, retryable: true });
  expect(received.map((request) => request.method)).toEqual(['POST', 'PUT']);
});

test('an answer that is not ours (a proxy’s page) is a retryable failure in our words', async () => {
  answers['POST /_/upload'] = { status: 502, body: '<html>Bad gateway</html>' };
  expect(await upload()).toEqual({ ok: false, message: uploadTexts.failed, retryable: true });
});

test('a network that drops is retryable', async () => {
  // jsdom reports the refused connection on the console, as a browser does.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  expect(await upload(png(), { origin: `http://127.0.0.1:${port}` })).toEqual({
    ok: false,
    message: uploadTexts.failed,
    retryable: true,
  });
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

test.each([
  ['another type', new Blob(['<svg/>'], { type: 'image/svg+xml' }), imageMessages.type],
  ['an empty file', png(0), imageMessages.empty],
  ['a file over 25 MB', png(maxStoryImageBytes + 1), imageMessages.storyTooLarge],
])('refuses %s before sending anything, for good', async (_, file, message) => {
  expect(await upload(file)).toEqual({ ok: false, message, retryable: false });
  expect(received).toEqual([]);
});
