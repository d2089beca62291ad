import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { edgeHeaders } from '#contract/edge-headers.ts';

/** The viewer's IP as CloudFront saw it (the function URL's own source IP is CloudFront's). */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  return event.headers[edgeHeaders.viewerIp]?.trim() || event.requestContext.http.sourceIp || '';
}

/**
 * The host the viewer asked for (lower-case, with its port if any): the edge's x-forwarded-host, which
 * the viewer-request function always overwrites, since a function URL behind CloudFront sees its own
 * Host; the Host header without an edge in front (tests).
 */
export function viewerHost(event: APIGatewayProxyEventV2): string {
  return (event.headers['x-forwarded-host'] ?? event.headers.host ?? '').toLowerCase();
}
