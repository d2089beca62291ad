import { edgeHeaders } from '#contract/edge-headers.ts';
import type { ResolverEvent } from '#shared/api/resolver-router.ts';

/** Who asks, as far as the API can tell: the IP CloudFront saw. */
export interface Caller {
  ip: string;
}

/** The viewer's IP, as the CloudFront Function wrote it (a viewer cannot set it); '' when absent. */
export function callerOf(event: ResolverEvent): Caller {
  const headers = (event.request?.headers ?? {}) as Record<string, string | undefined>;
  return { ip: headers[edgeHeaders.viewerIp]?.trim() ?? '' };
}
