import { createContext, useContext } from 'react';
import type { ViewerQuery } from '#graphql/generated/operations.ts';

/**
 * What the shell's automatic toasts and banners know of the signed-in reader (spec 2 §3 Viewer), from
 * ViewerQuery. Viewer-only: emailObfuscated (null when the reader has no verified address, spec 2 §4:
 * verify-email), unverifiedEmail (an address waiting for verification), dismissableFlags; the
 * membership's memberSince and friendSince are AWSTimestamps (seconds), for the member-only star's and
 * badges' popovers.
 */
export type Viewer = NonNullable<ViewerQuery['viewer']>;

/** Who is reading, as far as the API has said. */
export type ViewerSession =
  { kind: 'signed-out' } | { kind: 'loading' } | { kind: 'signed-in'; viewer: Viewer };

/**
 * The session of the page, provided once at the root by `ViewerProvider` (web/src/connected/viewer),
 * which asks ViewerQuery; components only read it, so ui/ stays free of data fetching.
 */
export const ViewerSessionContext = createContext<ViewerSession | null>(null);

export function useViewerSession(): ViewerSession {
  const session = useContext(ViewerSessionContext);
  if (!session)
    throw new Error('useViewerSession needs a ViewerProvider (web/src/connected/viewer) above it.');
  return session;
}

/** Spec 2 §3 tiers: a reader without a membership, or a FREE one, is not a member. */
export const isMember = (viewer: Pick<Viewer, 'membership'>): boolean =>
  viewer.membership !== null && viewer.membership.tier !== 'FREE';
