import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { texts } from '#web/lib/texts.ts';
import { serviceUnavailableMessage } from '#shared/observability/unexpected-errors.ts';
import { cacheHeaders } from './cache-decision.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

/**
 * The 503 a reader gets when even the error screen could not be rendered, or the Lambda could not
 * start (functions/shared/http/http-errors.ts): the spec's 500 sentence and the request id, in a page that
 * needs no script, style or query.
 */
export function unavailablePage(requestId: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...cacheHeaders({ cacheable: false, reason: 'error' }),
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(texts.siteName)}</title></head><body><h1>${escapeHtml(texts.serverError.heading)}</h1><p>${escapeHtml(serviceUnavailableMessage(requestId))}</p><p><a href="/">${escapeHtml(texts.serverError.topStoriesLink)}</a></p></body></html>`,
  };
}
