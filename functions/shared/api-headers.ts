import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { anonymousCredential, edgeHeaders } from './edge-headers.ts';

/** Viewer headers passed on to the API besides the credential. */
const forwardedHeaders = ['user-agent', 'x-xsrf-token', edgeHeaders.viewer, edgeHeaders.viewerIp];

/**
 * The headers a Lambda behind CloudFront (pages, HTTP) sends with a GraphQL call made for its viewer:
 * the credential the edge derived becomes AppSync's authorization (a visitor when it is missing), and
 * the cookies travel along — function URLs hand them over apart from the other headers.
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
  const cookie = event.cookies?.length ? event.cookies.join('; ') : headers.cookie;
  if (cookie) api.cookie = cookie;
  return api;
}
