import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations';
import type { TypedQuery } from '../../routes/page-registry.ts';

type Result = Operations.ViewerQuery;
type Variables = Operations.ViewerQueryVariables;

/**
 * What the shell's automatic toasts and banners know of the signed-in reader (spec 2 §3 Viewer). The
 * query's viewer is null for a visitor, or a session the API refused (expired, revoked). Viewer-only:
 * emailObfuscated (null when the reader has no verified address, spec 2 §4: verify-email),
 * unverifiedEmail (an address waiting for verification), dismissableFlags; the membership's memberSince
 * and friendSince are AWSTimestamps (seconds), for the member-only star's and badges' popovers.
 */
export type Viewer = NonNullable<Result['viewer']>;

/** Spec 2 §7 ViewerQuery. Loaded by the server with every signed-in page (web/src/shell/shell-queries.ts). */
export const ViewerQuery: TypedDocumentNode<Result, Variables> = gql`
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

export const viewerQuery = (): TypedQuery<Result, Variables> => ({
  query: ViewerQuery,
  variables: {},
});

/** Asked only with a session cookie (`skip` otherwise: a visitor has no viewer). */
export const useViewerQuery = (skip: boolean) => useQuery(ViewerQuery, { skip });

/** Spec 2 §3 tiers: a reader without a membership, or a FREE one, is not a member. */
export const isMember = (viewer: Pick<Viewer, 'membership'>): boolean =>
  viewer.membership !== null && viewer.membership.tier !== 'FREE';
