import type { FolioData } from '#shared/data/data.ts';
import type { FunctionUrlHandler, FunctionUrlResult } from '#shared/http/http-errors.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import { createSendStats } from '../send-stats.ts';
import { clickPathPrefix, openPathPrefix, readTrackedRequest } from './tracking-links.ts';

/** A transparent 1×1 GIF. */
const pixel = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const isTrackingPath = (path: string) =>
  path.startsWith(openPathPrefix) || path.startsWith(clickPathPrefix);

/**
 * The open pixel and click redirects (decision 165), served by the newsletters' function URL: a valid
 * signature counts the recipient's open (a click counts the open too: images are often blocked) once,
 * whatever how often it is asked, then answers the GIF or a 302 to the signed target. Anything else is
 * a 400 that counts nothing and sends nobody anywhere.
 */
export function createTrackingHandler(parts: {
  data: FolioData;
  sessionSecret: SecretSource;
  now?: () => number;
}): FunctionUrlHandler {
  const stats = createSendStats(parts.data);
  const { now = Date.now } = parts;
  return async (event): Promise<FunctionUrlResult> => {
    const request = readTrackedRequest(
      await parts.sessionSecret(),
      event.rawPath,
      new URLSearchParams(event.rawQueryString ?? ''),
    );
    if (!request)
      return {
        statusCode: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        body: 'This link is not valid.',
      };
    const at = now();
    await stats.count(request.mail, 'opened', at);
    if (request.kind === 'open')
      return {
        statusCode: 200,
        headers: { 'content-type': 'image/gif', 'cache-control': 'no-store, private' },
        body: pixel,
        isBase64Encoded: true,
      };
    await stats.count(request.mail, 'clicked', at);
    return { statusCode: 302, headers: { location: request.target, 'cache-control': 'no-store' } };
  };
}

/** The newsletters' one function URL: the tracking paths here, the rest (one-click unsubscribe) there. */
export const withTracking =
  (tracking: FunctionUrlHandler, others: FunctionUrlHandler): FunctionUrlHandler =>
  (event, context) =>
    isTrackingPath(event.rawPath) ? tracking(event, context) : others(event, context);
