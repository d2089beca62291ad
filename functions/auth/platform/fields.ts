import { createHash } from 'node:crypto';
import type { FlagStore } from '#shared/data/flag-store.ts';
import { flagNames } from '#contract/flags.ts';
import { edgeHeaders } from '#contract/edge-headers.ts';
import type { FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { viewerFromIdentity } from '#shared/api/viewer.ts';

/** CloudFront's geolocation header (forwarded to AppSync by the /graphql origin request policy). */
export const viewerCountryHeader = 'cloudfront-viewer-country';

const headersOf = (event: ResolverEvent) =>
  (event.request?.headers ?? {}) as Record<string, string | undefined>;

/**
 * A visitor's id: the reader's id when signed in; otherwise a pseudonym derived from the connection
 * (IP and browser), prefixed lo_ so it is never taken for a user id (spec 2 §5). Nothing is stored.
 */
export function visitorId(event: ResolverEvent): string {
  const viewer = viewerFromIdentity(event.identity);
  if (viewer.id) return viewer.id;
  const headers = headersOf(event);
  const connection = `${headers[edgeHeaders.viewerIp] ?? ''}|${headers['user-agent'] ?? ''}`;
  return `lo_${createHash('sha256').update(connection).digest('hex').slice(0, 12)}`;
}

/** Spec 2 §3 geolocation.country: two letters, or null when CloudFront did not say. */
function geolocationOf(event: ResolverEvent) {
  const country = headersOf(event)[viewerCountryHeader]?.trim().toUpperCase();
  return { country: country && /^[A-Z]{2}$/.test(country) ? country : null };
}

const sourceId = (event: ResolverEvent) => (event.source as { id?: unknown } | null)?.id;

/**
 * Query.visitor and Query.variantFlags: who is visiting, and which flags apply to them; the viewer's own
 * User.geolocation (null on anyone else's).
 */
export function createPlatformFields({ flags }: { flags: FlagStore }): Record<string, FieldResolver> {
  return {
    'Query.visitor': async (event) => ({ id: visitorId(event), geolocation: geolocationOf(event) }),
    'User.geolocation': async (event) => {
      const viewerId = viewerFromIdentity(event.identity).id;
      return viewerId && viewerId === sourceId(event) ? geolocationOf(event) : null;
    },
    'Query.variantFlags': async (event) => {
      const stored = await flags.all();
      // Decision 236: staff search unfiltered (spec 3 §6), whatever the operators stored.
      const staff = viewerFromIdentity(event.identity).isStaff;
      const values = staff ? { ...stored, can_view_unfiltered_search: true } : stored;
      return flagNames.map((name) => {
        const value = values[name];
        return {
          name,
          valueType:
            typeof value === 'boolean'
              ? { boolValue: value, stringValue: null }
              : { boolValue: null, stringValue: value },
        };
      });
    },
  };
}
