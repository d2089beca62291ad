import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { edgeHeaders } from '../shared/edge-headers.ts';

/** The viewer's IP as CloudFront saw it (the function URL's own source IP is CloudFront's). */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  return event.headers[edgeHeaders.viewerIp]?.trim() || event.requestContext.http.sourceIp || '';
}
