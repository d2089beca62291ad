import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { securityHeaderLines } from '#infra/security-headers.ts';
import type {
  CloudFrontFunctionEvent,
  CloudFrontRequest,
  CloudFrontResponse,
} from './cloudfront-function.ts';

/**
 * The HTTP side of the local gateway: the CloudFront event from a Node request, the body limit, the
 * origin-access rule, and the answer with compression and the security headers.
 */

/** What the gateway answers, before compression and security headers. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  cookies?: string[];
}

/** What CloudFront answers a method its behaviour does not allow. */
export const methodNotAllowedByBehaviour = (): Answer => ({
  status: 403,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from('This distribution is not configured to allow the HTTP request method that was used.'),
});

const maxBodyBytes = 1024 * 1024;
/**
 * What reaches the HTTP Lambda (/_/*): a function URL takes 6 MB of invocation payload, in which a
 * binary body travels base64-encoded (4/3 larger), so about 4.5 MB of image (functions/http/avatar-upload.ts).
 */
export const maxHttpLambdaBodyBytes = (6 * 1024 * 1024 * 3) / 4;
export const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify(body)),
});

/** What the viewer-request function answered itself (a refused host, a malformed image id). */
export const answerOfFunction = (response: CloudFrontResponse): Answer => ({
  status: response.statusCode,
  headers: Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([name, { value }]) => [name, value]),
  ),
  body: Buffer.from(response.body?.data ?? ''),
});

/**
 * Lambda function URLs behind CloudFront origin access control accept a body only with its SHA-256 in
 * x-amz-content-sha256 (CloudFront signs the request but cannot hash the body). Enforced here too, so a
 * client that forgets it fails locally, not first in AWS.
 */
export function refusedByOriginAccessControl(request: CloudFrontRequest, body: Buffer): Answer | undefined {
  if (!['POST', 'PUT', 'PATCH'].includes(request.method)) return undefined;
  const declared = request.headers['x-amz-content-sha256']?.value;
  if (declared === createHash('sha256').update(body).digest('hex')) return undefined;
  return json(403, {
    Message:
      'The request signature we calculated does not match the signature you provided: x-amz-content-sha256 must be the SHA-256 of the body.',
  });
}

export function cloudFrontEvent(incoming: IncomingMessage, url: URL, ip: string): CloudFrontFunctionEvent {
  const headers: CloudFrontRequest['headers'] = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = { value: Array.isArray(value) ? value.join(',') : value };
  }
  const cookies: CloudFrontRequest['cookies'] = {};
  for (const pair of (incoming.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = { value: pair.slice(separator + 1).trim() };
  }
  const querystring = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, { value }]));
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    viewer: { ip },
    request: { method: incoming.method ?? 'GET', uri: url.pathname, querystring, headers, cookies },
  };
}

/** The body, or undefined when it is larger than `limit` bytes. */
export function readBody(incoming: IncomingMessage, limit = maxBodyBytes): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    incoming.on('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/** Edge-cache hits hand over the same body each time: compress it once, like CloudFront keeps both forms. */
const compressed = new WeakMap<Buffer, Buffer>();
function gzipped(body: Buffer): Buffer {
  let result = compressed.get(body);
  if (!result) {
    result = gzipSync(body);
    compressed.set(body, result);
  }
  return result;
}

/** Compresses text for viewers that accept gzip, as CloudFront's compression does. */
export function send(outgoing: ServerResponse, incoming: IncomingMessage, answer: Answer) {
  const compressible =
    /text|json|javascript|svg/.test(answer.headers['content-type'] ?? '') && answer.body.length > 1024;
  const gzip = compressible && /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipped(answer.body) : answer.body;
  outgoing.writeHead(answer.status, {
    ...securityHeaderLines(false),
    ...answer.headers,
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    ...(answer.cookies ? { 'set-cookie': answer.cookies } : {}),
    'content-length': String(body.length),
  });
  outgoing.end(incoming.method === 'HEAD' ? undefined : body);
}
