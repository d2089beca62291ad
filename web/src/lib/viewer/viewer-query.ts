import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../routes/page-registry.ts';
import type { MembershipTier } from '#graphql/generated/operations';

/** What the shell's automatic toasts and banners know of the signed-in reader (spec 2 §3 Viewer). */
export interface Viewer {
  id: string;
  name: string;
  username: string;
  isSuspended: boolean;
  /** Viewer-only; null when the reader has no verified address (spec 2 §4: verify-email). */
  emailObfuscated: string | null;
  /** Viewer-only: an address waiting for verification. */
  unverifiedEmail: string | null;
  dismissableFlags: string[] | null;
  /** memberSince, friendSince: AWSTimestamps (seconds), for the member-only star's and badges' popovers. */
  membership: {
    id: string;
    tier: MembershipTier;
    memberSince: number | null;
    friendSince: number | null;
  } | null;
}

export interface ViewerQueryData {
  /** Null for a visitor, or a session the API refused (expired, revoked). */
  viewer: Viewer | null;
}

type NoVariables = Record<string, never>;

/** Spec 2 §7 ViewerQuery. Loaded by the server with every signed-in page (web/src/shell/shell-queries.ts). */
export const ViewerQuery: TypedDocumentNode<ViewerQueryData, NoVariables> = gql`
  query ViewerQuery {
    viewer {
      id
      name
      username
      isSuspended
      emailObfuscated
      unverifiedEmail
      dismissableFlags
      membership {
        id
        tier
        memberSince
        friendSince
      }
    }
  }
`;

export const viewerQuery = (): TypedQuery<ViewerQueryData, NoVariables> => ({
  query: ViewerQuery,
  variables: {},
});

/** Asked only with a session cookie (`skip` otherwise: a visitor has no viewer). */
export const useViewerQuery = (skip: boolean) => useQuery(ViewerQuery, { skip });

/** Spec 2 §3 tiers: a reader without a membership, or a FREE one, is not a member. */
export const isMember = (viewer: Pick<Viewer, 'membership'>): boolean =>
  viewer.membership !== null && viewer.membership.tier !== 'FREE';
