import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { AvatarMenu_user } from './avatar-menu-fragment.ts';

/** The viewer is null when the session turned out invalid (expired, revoked): the reader is signed out. */
type Result = Operations.AvatarMenuQuery;
type Variables = Operations.AvatarMenuQueryVariables;

/** Spec 1 §7 AvatarMenuQuery: the viewer's menu fields and partnerProgramEnrollment. */
export const AvatarMenuQuery: TypedDocumentNode<Result, Variables> = gql`
  query AvatarMenuQuery {
    viewer {
      ...AvatarMenu_user
    }
  }
  ${AvatarMenu_user}
`;

export const avatarMenuQuery = (): TypedQuery<Result, Variables> => ({
  query: AvatarMenuQuery,
  variables: {},
});

/** Asked only when the edge saw a session cookie; `skip` otherwise (a visitor has no viewer). */
export const useAvatarMenuQuery = (skip: boolean) => useQuery(AvatarMenuQuery, { skip });
