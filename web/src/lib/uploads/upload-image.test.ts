/** @jest-environment jsdom */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageMessages, maxImageBytes } from '#contract/image-upload.ts';
import { giveBlobsArrayBuffer } from '../testing/blob-array-buffer.ts';
import { uploadImage, uploadTexts } from './upload-image.ts';

/** A real HTTP server answering as the endpoint would; jsdom's XMLHttpRequest reaches it over CORS. */
interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}
let server: Server;
let endpoint = '';
let received: Received[] = [];
let answer: { status: number; body: string } = { status: 201, body: '{}' };

beforeAll(async () => {
  giveBlobsArrayBuffer();
  server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'content-type, x-amz-content-sha256, x-xsrf-token');
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_/upload`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
});

const image = {
  imageId: '0123456789abcdef',
  originalWidth: 3,
  originalHeight: 2,
  contentType: 'image/png',
  bytes: 5,
};
const png = (size = 5) => new Blob([new Uint8Array(size).fill(7)], { type: 'image/png' });

test('sends the bytes with their type, hash and xsrf token, reports progress, and answers the image', async () => {
  answer = { status: 201, body: JSON.stringify(image) };
  const fractions: number[] = [];
  const outcome = await uploadImage(png(), {
    endpoint,
    readToken: () => 'xsrf-1',
    onProgress: (fraction) => fractions.push(fraction),
  });
  expect(outcome).toEqual({ ok: true, image });
  const [sent] = received;
  expect(sent!.body).toEqual(Buffer.alloc(5, 7));
  expect(sent!.headers).toMatchObject({
    'content-type': 'image/png',
    'x-amz-content-sha256': createHash('sha256').update(Buffer.alloc(5, 7)).digest('hex'),
    'x-xsrf-token': 'xsrf-1',
  });
  expect(fractions.at(-1)).toBe(1);
  expect(fractions).toEqual([...fractions].sort());
});

test('a visitor sends no xsrf header', async () => {
  answer = {
    status: 401,
    body: JSON.stringify({ errors: [{ errorType: 'Unauthorized', message: 'Sign in.' }] }),
  };
  expect(await uploadImage(png(), { endpoint, readToken: () => null })).toEqual({
    ok: false,
    message: 'Sign in.',
    retryable: false,
  });
  expect(received[0]!.headers['x-xsrf-token']).toBeUndefined();
});

test.each([
  [400, imageMessages.unreadable, false],
  [429, 'Too many images uploaded in a short time. Please try again later.', true],
  [503, 'Something failed on our side (Request id: r1).', true],
])('a %i answer gives its message; retryable: %s', async (status, message, retryable) => {
  answer = { status, body: JSON.stringify({ errors: [{ errorType: 'X', message }] }) };
  expect(await uploadImage(png(), { endpoint, readToken: () => 't' })).toEqual({
    ok: false,
    message,
    retryable,
  });
});

test('an answer that is not ours (a proxy’s page) is a retryable failure in our words', async () => {
  answer = { status: 502, body: '<html>Bad gateway</html>' };
  expect(await uploadImage(png(), { endpoint, readToken: () => 't' })).toEqual({
    ok: false,
    message: uploadTexts.failed,
    retryable: true,
  });
});

test('a network that drops is retryable', async () => {
  // jsdom reports the refused connection on the console, as a browser does.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve));
  expect(
    await uploadImage(png(), { endpoint: `http://127.0.0.1:${port}/_/upload`, readToken: () => 't' }),
  ).toEqual({
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
  ['a file over the limit', png(maxImageBytes + 1), imageMessages.tooLarge],
])('refuses %s before sending anything, for good', async (_, file, message) => {
  expect(await uploadImage(file, { endpoint })).toEqual({ ok: false, message, retryable: false });
  expect(received).toEqual([]);
});
