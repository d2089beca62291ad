import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import {
  anonymousCredential,
  edgeHeaders,
  sessionCookieName,
  xsrfHeaderName,
} from '#contract/edge-headers.ts';

/** Viewer headers passed on to the API besides the credential (the country is CloudFront's). */
const forwardedHeaders = [
  'user-agent',
  xsrfHeaderName,
  'cloudfront-viewer-country',
  edgeHeaders.viewer,
  edgeHeaders.viewerIp,
];

/** The session cookie already travels as the credential; AppSync never needs it twice. */
const isSessionCookie = (pair: string) => pair.trim().startsWith(`${sessionCookieName}=`);

/**
 * The headers a Lambda behind CloudFront (pages, HTTP) sends with a GraphQL call made for its viewer:
 * the credential the edge derived becomes AppSync's authorization (a visitor when it is missing), and
 * the other cookies travel along — function URLs hand them over apart from the other headers.
 */
export function apiHeadersFor(
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'>,
): Record<string, string> {
  const headers = event.headers ?? {};
  const api: Record<string, string> = { authorization: headers[edgeHeaders.auth] || anonymousCredential };
  for (const name of forwardedHeaders) {
    const value = headers[name];
    if (value) api[name] = value;
  }
  const pairs = event.cookies?.length ? event.cookies : (headers.cookie?.split(';') ?? []);
  const cookie = pairs
    .filter((pair) => pair.trim() && !isSessionCookie(pair))
    .map((pair) => pair.trim())
    .join('; ');
  if (cookie) api.cookie = cookie;
  return api;
}
