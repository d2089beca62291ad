import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiHeadersFor } from '#shared/api/api-headers.ts';
import { edgeHeaders, type HostKind, type ViewerKind } from '#contract/edge-headers.ts';

/** What the pages Lambda needs from a request, read once from the function-URL event. */
export interface PageRequest {
  path: string;
  /** '?a=b' or ''. */
  search: string;
  hostKind: HostKind;
  hostTarget: string | null;
  viewer: ViewerKind;
  viewerIp: string | undefined;
  referrer: string | null;
  /**
   * The host name the edge accepted (x-folio-host, part of the cache key): it tells a writer's subdomain
   * from their custom domain. Never a source of URLs: those come from configuration.
   */
  host: string | null;
  /** The viewer's credentials and identity for GraphQL, as the executor expects them. */
  graphqlHeaders: Record<string, string>;
}

const hostKinds: readonly HostKind[] = ['default', 'publication', 'user'];
const viewerKinds: readonly ViewerKind[] = ['bot', 'signed-in', 'anonymous'];

const oneOf = <T extends string>(allowed: readonly T[], value: string | undefined, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * The CloudFront Function sets the x-folio-* headers on every request (graphql/contract/edge-headers.ts);
 * anything missing or unexpected falls back to the safest reading: the main host, a visitor.
 */
export function readPageRequest(event: APIGatewayProxyEventV2): PageRequest {
  const headers = event.headers ?? {};
  const hostKind = oneOf(hostKinds, headers[edgeHeaders.hostKind], 'default');
  return {
    path: event.rawPath || '/',
    search: event.rawQueryString ? `?${event.rawQueryString}` : '',
    hostKind,
    hostTarget: hostKind === 'default' ? null : headers[edgeHeaders.hostTarget] || null,
    viewer: oneOf(viewerKinds, headers[edgeHeaders.viewer], 'anonymous'),
    viewerIp: headers[edgeHeaders.viewerIp],
    referrer: headers.referer ?? null,
    host: headers[edgeHeaders.host] || null,
    graphqlHeaders: apiHeadersFor(event),
  };
}
