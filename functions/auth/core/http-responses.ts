import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { locationHeader } from '#shared/http/location-header.ts';
import { serviceUnavailableMessage } from '#shared/observability/unexpected-errors.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

export type HttpResult = APIGatewayProxyStructuredResultV2;

/** Sign-in answers are personal and carry secrets in their URLs: never cached, never referred. */
export const privateHeaders = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * Where the sign-in page explains that a link expired (spec 2 §2: email_login_timeout): a path on the
 * auth domain, or its whole address on `authOrigin` with the way back (`redirect`) for another host's
 * callback.
 */
export function expiredLinkTarget(
  operation: string,
  from?: { authOrigin: string; redirect: string },
): string {
  const query = new URLSearchParams({ operation, source: 'email_login_timeout' });
  if (!from) return `/m/signin?${query.toString()}`;
  query.set('redirect', from.redirect);
  return `${from.authOrigin}/m/signin?${query.toString()}`;
}

/**
 * A redirect (302, or 303 after a POST) to `location` (encoded by locationHeader: any target is a
 * valid header), setting `cookies` (a function URL turns them into Set-Cookie headers).
 */
export const redirect = (
  location: string,
  cookies: string[] = [],
  statusCode: 302 | 303 = 302,
): HttpResult => ({
  statusCode,
  headers: { ...privateHeaders, location: locationHeader(location) },
  ...(cookies.length ? { cookies } : {}),
  body: '',
});

export interface PageOptions {
  cookies?: string[];
  headers?: Record<string, string>;
}

/**
 * An HTML answer of the auth Lambdas: `content` (markup, its text escaped by the caller) under the
 * heading `title`, private, with a content security policy that lets nothing load or run.
 */
export function htmlPage(
  statusCode: number,
  title: string,
  content: string,
  options: PageOptions = {},
): HttpResult {
  return {
    statusCode,
    headers: {
      ...privateHeaders,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      ...options.headers,
    },
    ...(options.cookies?.length ? { cookies: options.cookies } : {}),
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#242424"><h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${content}</body></html>`,
  };
}

/** A short page a person can read (never a stack trace), with a way back. */
export function page(
  statusCode: number,
  title: string,
  text: string,
  options: PageOptions & { link?: { href: string; label: string } } = {},
): HttpResult {
  const link = options.link
    ? `<p><a href="${escapeHtml(options.link.href)}">${escapeHtml(options.link.label)}</a></p>`
    : '';
  return htmlPage(statusCode, title, `<p>${escapeHtml(text)}</p>${link}`, options);
}

/** The 503 page of a failure on our side (functions/shared/http/http-errors.ts): its request id, nothing more. */
export const unavailablePage = (requestId: string): HttpResult =>
  page(503, 'Something went wrong', serviceUnavailableMessage(requestId), {
    link: { href: '/', label: 'Go to the home page' },
  });
