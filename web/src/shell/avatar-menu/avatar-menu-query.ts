import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../routes/page-registry.ts';
import { AvatarMenu_user, type AvatarMenuUser } from './avatar-menu-fragment.ts';

export interface AvatarMenuQueryData {
  /** Null when the session turned out invalid (expired, revoked): the reader is signed out. */
  viewer: AvatarMenuUser | null;
}

type NoVariables = Record<string, never>;

/** Spec 1 §7 AvatarMenuQuery: the viewer's menu fields and partnerProgramEnrollment. */
export const AvatarMenuQuery: TypedDocumentNode<AvatarMenuQueryData, NoVariables> = gql`
  query AvatarMenuQuery {
    viewer {
      ...AvatarMenu_user
    }
  }
  ${AvatarMenu_user}
`;

export const avatarMenuQuery = (): TypedQuery<AvatarMenuQueryData, NoVariables> => ({
  query: AvatarMenuQuery,
  variables: {},
});

/** Asked only when the edge saw a session cookie; `skip` otherwise (a visitor has no viewer). */
export const useAvatarMenuQuery = (skip: boolean) => useQuery(AvatarMenuQuery, { skip });
