import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { edgeHeaders } from '../../functions/shared/edge-headers.ts';
import { imageKey, type ObjectStore } from '../../functions/shared/object-store.ts';
import type { CloudFrontFunctionEvent, CloudFrontRequest } from './cloudfront-function.ts';
import type { LocalAppSync } from './appsync/local-appsync.ts';
import { createEdgeCache } from './edge-cache.ts';
import { functionUrlEvent, type FunctionUrlHandler } from './function-url-event.ts';
import { securityHeaderLines } from '../security-headers.ts';
import { readStaticFile } from './static-files.ts';

export interface GatewayOptions {
  viewerRequest: (event: CloudFrontFunctionEvent) => Promise<CloudFrontRequest | { statusCode: number }>;
  appsync: LocalAppSync;
  pages: FunctionUrlHandler;
  http: FunctionUrlHandler;
  objects: ObjectStore;
  /** The web build (web/dist): /assets/* is served from here. */
  webDist: string;
  /** GET /_/health: the state of each local component. */
  health: () => Promise<{ ok: boolean } & Record<string, unknown>>;
  /** Emulate CloudFront's cache for responses with s-maxage (on by default). */
  edgeCache?: boolean;
  onError?: (error: unknown) => void;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  cookies?: string[];
}

const maxBodyBytes = 1024 * 1024;
const json = (status: number, body: unknown): Answer => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify(body)),
});

/**
 * The local CloudFront: runs the real viewer-request function on every request, then routes by the
 * same behaviours as the CDK web stack (/assets/*, /_/image/*, /graphql, /_/*, default → pages).
 */
export function createGateway(options: GatewayOptions) {
  const cache = options.edgeCache === false ? undefined : createEdgeCache();

  async function route(
    request: CloudFrontRequest,
    rawQuery: string,
    body: Buffer,
    ip: string,
  ): Promise<Answer> {
    const uri = request.uri;
    if (uri.startsWith('/assets/')) {
      const file = await readStaticFile(options.webDist, uri);
      if (!file) return json(404, { errors: [{ errorType: 'NotFound', message: `No asset at ${uri}.` }] });
      return {
        status: 200,
        headers: { 'content-type': file.contentType, 'cache-control': 'public, max-age=31536000, immutable' },
        body: file.body,
      };
    }
    if (uri.startsWith('/_/image/')) {
      const image = await options.objects.get(imageKey(decodeURIComponent(uri.slice('/_/image/'.length))));
      if (!image) return json(404, { errors: [{ errorType: 'NotFound', message: 'No image has that id.' }] });
      return {
        status: 200,
        headers: {
          'content-type': image.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        },
        body: Buffer.from(image.body),
      };
    }
    if (uri === '/graphql') {
      if (request.method !== 'POST')
        return json(405, { errors: [{ errorType: 'BadRequest', message: 'Send GraphQL with POST.' }] });
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        parsed = undefined;
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, { value }]) => [name, value]),
      );
      const answer = await options.appsync.execute(parsed, headers);
      return json(answer.status, answer.body);
    }
    if (uri === '/_/health' && request.method === 'GET') {
      const health = await options.health();
      return json(health.ok ? 200 : 503, health);
    }
    const handler = uri.startsWith('/_/') ? options.http : options.pages;
    const refused = refusedByOriginAccessControl(request, body);
    if (refused) return refused;
    const result = await handler(functionUrlEvent(request, rawQuery, body, ip));
    const resultBody =
      typeof result.body === 'string'
        ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
        : Buffer.alloc(0);
    const headers = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    return {
      status: result.statusCode ?? 200,
      headers,
      body: resultBody,
      ...(result.cookies ? { cookies: result.cookies } : {}),
    };
  }

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse) {
    const body = await readBody(incoming);
    if (!body)
      return send(
        outgoing,
        incoming,
        json(413, {
          errors: [{ errorType: 'BadRequest', message: 'The request body is larger than 1 MB.' }],
        }),
      );
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    const ip = incoming.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const event = cloudFrontEvent(incoming, url, ip);
    const result = await options.viewerRequest(event);
    if (!('uri' in result)) return send(outgoing, incoming, json(result.statusCode, {}));
    const isPage =
      !result.uri.startsWith('/_/') && !result.uri.startsWith('/assets/') && result.uri !== '/graphql';
    const cacheKey = [
      result.headers[edgeHeaders.hostKind]?.value,
      result.headers[edgeHeaders.hostTarget]?.value,
      result.headers[edgeHeaders.viewer]?.value,
      result.uri,
      url.search,
    ].join('|');
    const cached = isPage && result.method === 'GET' ? cache?.get(cacheKey) : undefined;
    if (cached) {
      const age = String(Math.floor((Date.now() - cached.storedAt) / 1000));
      return send(outgoing, incoming, {
        status: cached.status,
        headers: { ...cached.headers, age, 'x-cache': 'Hit from cloudfront' },
        body: cached.body,
      });
    }
    const answer = await route(result, url.search.slice(1), body, ip);
    if (isPage && result.method === 'GET') {
      cache?.offer(cacheKey, answer.status, answer.headers, answer.body);
      answer.headers['x-cache'] = 'Miss from cloudfront';
    }
    send(outgoing, incoming, answer);
  }

  return createServer((incoming, outgoing) => {
    serve(incoming, outgoing).catch((error: unknown) => {
      options.onError?.(error);
      if (!outgoing.headersSent)
        send(
          outgoing,
          incoming,
          json(502, {
            errors: [{ errorType: 'ServiceUnavailable', message: 'The origin failed to answer.' }],
          }),
        );
    });
  });
}

/**
 * Lambda function URLs behind CloudFront origin access control accept a body only with its SHA-256 in
 * x-amz-content-sha256 (CloudFront signs the request but cannot hash the body). Enforced here too, so a
 * client that forgets it fails locally, not first in AWS.
 */
function refusedByOriginAccessControl(request: CloudFrontRequest, body: Buffer): Answer | undefined {
  if (!['POST', 'PUT', 'PATCH'].includes(request.method)) return undefined;
  const declared = request.headers['x-amz-content-sha256']?.value;
  if (declared === createHash('sha256').update(body).digest('hex')) return undefined;
  return json(403, {
    Message:
      'The request signature we calculated does not match the signature you provided: x-amz-content-sha256 must be the SHA-256 of the body.',
  });
}

function cloudFrontEvent(incoming: IncomingMessage, url: URL, ip: string): CloudFrontFunctionEvent {
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

function readBody(incoming: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    incoming.on('end', () => resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/** Compresses text for viewers that accept gzip, as CloudFront's compression does. */
function send(outgoing: ServerResponse, incoming: IncomingMessage, answer: Answer) {
  const compressible =
    /text|json|javascript|svg/.test(answer.headers['content-type'] ?? '') && answer.body.length > 1024;
  const gzip = compressible && /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(answer.body) : answer.body;
  outgoing.writeHead(answer.status, {
    ...securityHeaderLines(false),
    ...answer.headers,
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    ...(answer.cookies ? { 'set-cookie': answer.cookies } : {}),
    'content-length': String(body.length),
  });
  outgoing.end(incoming.method === 'HEAD' ? undefined : body);
}
