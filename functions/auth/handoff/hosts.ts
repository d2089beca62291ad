import { checkUsername } from '#contract/username.ts';
import type { HandoffHostRepository } from './host-repository.ts';

/**
 * Whether a session may be handed off to `hostname` (lower-case, no port): a publication's live custom
 * domain, looked up first as the edge does (spec 1 §2.3), or `{username}.{auth domain}` of a writer who
 * claimed that subdomain (docs/decisions.md §32). Anything else — another site, an unclaimed subdomain,
 * a domain a publication gave up — never receives a session: Folio would not be the one serving it.
 */
export function createHandoffHosts(hosts: HandoffHostRepository, authOrigin: string) {
  const suffix = `.${new URL(authOrigin).hostname}`;
  return async (hostname: string): Promise<boolean> => {
    if (await hosts.isLiveCustomDomain(hostname)) return true;
    const label = hostname.endsWith(suffix) ? hostname.slice(0, -suffix.length) : '';
    return checkUsername(label).ok && (await hosts.hasClaimedSubdomain(label));
  };
}
