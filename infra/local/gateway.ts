import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { cspReportPath } from '#functions/http/csp-report.ts';
import { searchPathPrefix } from '#functions/search/http/search-path.ts';
import { stripeWebhookPath } from '#functions/memberships/webhook.ts';
import { isTrackingPath } from '#functions/newsletters/tracking/tracking-handler.ts';
import { oneClickPathPrefix } from '#functions/newsletters/unsubscribe-link.ts';
import { activityUnsubscribePathPrefix } from '#functions/users/notifications/digest/unsubscribe-link.ts';
import { confirmPathPrefix } from '#functions/newsletters/import/confirmation-link.ts';
import { isAuthPath, isFormPostPath } from '#contract/auth-paths.ts';
import { edgeHeaders } from '#contract/edge-headers.ts';
import { maxStoryImageBytes } from '#contract/image-upload.ts';
import type { FolioData } from '#shared/data/data.ts';
import {
  downloadPrefix,
  imageKey,
  pendingUploadPrefix,
  type ObjectStore,
} from '#shared/ports/object-store.ts';
import type {
  CloudFrontFunctionEvent,
  CloudFrontRequest,
  CloudFrontResponse,
} from './cloudfront-function.ts';
import {
  answerOfFunction,
  cloudFrontEvent,
  json,
  maxHttpLambdaBodyBytes,
  methodNotAllowedByBehaviour,
  readBody,
  refusedByOriginAccessControl,
  send,
  type Answer,
} from './gateway-http.ts';
import type { LocalAppSync } from './appsync/local-appsync.ts';
import { createEdgeCache, type EdgeCache } from './edge-cache.ts';
import { answerOf, functionUrlEvent, type FunctionUrlHandler } from './function-url-event.ts';
import type { FileObjectStore } from './file-object-store.ts';
import { answerMailbox } from './mailbox.ts';
import { answerScheduledRun, type ScheduledRuns } from './scheduled-runs.ts';
import { answerNewsletterPreview } from './newsletter-preview.ts';
import { readStaticFile } from './static-files.ts';

export interface GatewayOptions {
  viewerRequest: (event: CloudFrontFunctionEvent) => Promise<CloudFrontRequest | CloudFrontResponse>;
  appsync: LocalAppSync;
  pages: FunctionUrlHandler;
  http: FunctionUrlHandler;
  /** The search Lambda: the multi-query API under /_/search/ (functions/search/handler.ts). */
  search: FunctionUrlHandler;
  /** The auth HTTP Lambda: the paths of graphql/contract/auth-paths.ts (sign-in callback, sign-out…). */
  authHttp: FunctionUrlHandler;
  /** The auth-form-post Lambda: Apple's form_post answer at /m/callback/apple. */
  authFormPost: FunctionUrlHandler;
  /** The csp-report Lambda: browsers' Content-Security-Policy reports. */
  cspReport: FunctionUrlHandler;
  /** The memberships webhook Lambda: Stripe's signed events at /_/stripe/webhook. */
  stripeWebhook: FunctionUrlHandler;
  /** The newsletters-one-click Lambda: mail clients' RFC 8058 POSTs to /_/newsletters/unsubscribe/*. */
  oneClickUnsubscribe: FunctionUrlHandler;
  /** The users-one-click Lambda: the digest's RFC 8058 POSTs to /_/notifications/unsubscribe/*. */
  activityOneClick: FunctionUrlHandler;
  objects: ObjectStore;
  /**
   * Plays S3 for the presigned PUTs of story images (`/_/upload-pending/…`, which in AWS go to the
   * uploads bucket directly, never through CloudFront): the file object store's check and write.
   */
  acceptSignedPut?: FileObjectStore['acceptSignedPut'];
  answerSignedGet?: FileObjectStore['answerSignedGet'];
  /** The web build (web/dist): /assets/* is served from here. */
  webDist: string;
  /** GET /_/health: the state of each local component. */
  health: () => Promise<{ ok: boolean } & Record<string, unknown>>;
  /** Emulate CloudFront's cache for responses with s-maxage (on by default). */
  edgeCache?: boolean;
  /** That cache, when the caller keeps a hand on it (the runtime: invalidations after a republish). */
  cache?: EdgeCache;
  /**
   * Local mode only (never in AWS): serve the outbox at /_/dev/mailbox (HTML) and /_/dev/mailbox.json.
   * The folder of the outbox mailer.
   */
  devMailbox?: { outbox: string };
  /** Local mode only: preview a story's newsletter e-mail at /_/dev/newsletter/{postId} (newsletter-preview.ts). */
  devNewsletter?: { data: FolioData; origin: string };
  /** Local mode only: run a scheduled function now with POST /_/dev/run/{name} (scheduled-runs.ts). */
  devScheduled?: ScheduledRuns;
  onError?: (error: unknown) => void;
}

/**
 * The local CloudFront: runs the real viewer-request function on every request, then routes by the
 * same behaviours as the CDK web stack (/assets/*, /_/image/*, /graphql, /m/callback/apple, the auth
 * paths, /_/clientele/csp-report, /_/stripe/webhook, /_/newsletters/unsubscribe/* (and the same
 * function's open, click and confirm paths), /_/*, default → pages); and plays the uploads bucket for presigned
 * PUTs under /_/upload-pending/.
 */
export function createGateway(options: GatewayOptions) {
  const cache = options.edgeCache === false ? undefined : (options.cache ?? createEdgeCache());

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
      // The edge let only well-formed ids through (functions/shared/ports/image-id.ts):
      // nothing in them is percent-encoded.
      const image = await options.objects.get(imageKey(uri.slice('/_/image/'.length)));
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
    if (uri.startsWith(`/${downloadPrefix}`) && options.answerSignedGet && request.method === 'GET') {
      const answer = await options.answerSignedGet({
        key: uri.slice(1),
        query: new URLSearchParams(rawQuery),
      });
      if (answer.status !== 200)
        return json(answer.status, { errors: [{ errorType: 'Forbidden', message: answer.message }] });
      return {
        status: 200,
        headers: {
          'content-type': answer.contentType,
          'content-disposition': `attachment; filename="${answer.fileName}"`,
          'cache-control': 'private, no-store',
        },
        body: Buffer.from(answer.body),
      };
    }
    if (uri.startsWith(`/${pendingUploadPrefix}`) && options.acceptSignedPut) {
      if (request.method !== 'PUT')
        return json(405, { errors: [{ errorType: 'BadRequest', message: 'Use PUT.' }] });
      const stored = await options.acceptSignedPut({
        key: uri.slice(1),
        query: new URLSearchParams(rawQuery),
        contentType: request.headers['content-type']?.value ?? '',
        body,
      });
      return json(
        stored.status,
        stored.status === 200 ? {} : { errors: [{ errorType: 'Forbidden', message: stored.message }] },
      );
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
    if (options.devMailbox) {
      const mailbox = await answerMailbox(uri, request.method, options.devMailbox.outbox);
      if (mailbox) return mailbox;
    }
    if (options.devScheduled) {
      const run = await answerScheduledRun(uri, request.method, options.devScheduled);
      if (run) return run;
    }
    if (options.devNewsletter) {
      const { data, origin } = options.devNewsletter;
      const query = new URLSearchParams(rawQuery);
      const preview = await answerNewsletterPreview({ uri, method: request.method, query }, data, origin);
      if (preview) return preview;
    }
    // As their CloudFront behaviours: every method, and no origin access control, so no body hash to
    // check (neither Apple, a browser's report nor Stripe sends one); the handlers refuse all but POST.
    if (isFormPostPath(uri))
      return answerOf(await options.authFormPost(functionUrlEvent(request, rawQuery, body, ip)));
    if (uri === cspReportPath)
      return answerOf(await options.cspReport(functionUrlEvent(request, rawQuery, body, ip)));
    if (uri === stripeWebhookPath)
      return answerOf(await options.stripeWebhook(functionUrlEvent(request, rawQuery, body, ip)));
    if (uri.startsWith(oneClickPathPrefix) || uri.startsWith(confirmPathPrefix) || isTrackingPath(uri))
      return answerOf(await options.oneClickUnsubscribe(functionUrlEvent(request, rawQuery, body, ip)));
    if (uri.startsWith(activityUnsubscribePathPrefix))
      return answerOf(await options.activityOneClick(functionUrlEvent(request, rawQuery, body, ip)));
    const auth = isAuthPath(uri);
    if (auth && !['GET', 'HEAD'].includes(request.method)) return methodNotAllowedByBehaviour();
    const handler = auth
      ? options.authHttp
      : uri.startsWith(searchPathPrefix)
        ? options.search
        : uri.startsWith('/_/')
          ? options.http
          : options.pages;
    const refused = refusedByOriginAccessControl(request, body);
    if (refused) return refused;
    return answerOf(await handler(functionUrlEvent(request, rawQuery, body, ip)));
  }

  async function serve(incoming: IncomingMessage, outgoing: ServerResponse) {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    // Uploads go to the HTTP Lambda, which takes what a function URL takes, or to storage (a story
    // image's presigned PUT, at most what its ticket allows); everything else 1 MB.
    const toStorage = url.pathname.startsWith(`/${pendingUploadPrefix}`);
    const toHttpLambda = url.pathname.startsWith('/_/') && !isAuthPath(url.pathname);
    const [limitBytes, limit] = toStorage
      ? [maxStoryImageBytes, '25 MB']
      : toHttpLambda
        ? [maxHttpLambdaBodyBytes, '4.5 MB']
        : [undefined, '1 MB'];
    const body = await readBody(incoming, limitBytes);
    if (!body) {
      const message = `The request body is larger than ${limit}.`;
      return send(outgoing, incoming, json(413, { errors: [{ errorType: 'BadRequest', message }] }));
    }
    const ip = incoming.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
    const event = cloudFrontEvent(incoming, url, ip);
    const result = await options.viewerRequest(event);
    if (!('uri' in result)) return send(outgoing, incoming, answerOfFunction(result));
    const isPage =
      !result.uri.startsWith('/_/') &&
      !result.uri.startsWith('/assets/') &&
      result.uri !== '/graphql' &&
      !isAuthPath(result.uri);
    const cacheKey = [
      result.headers[edgeHeaders.host]?.value,
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
      cache?.offer(cacheKey, result.uri, answer.status, answer.headers, answer.body);
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
