import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  MutedUserRow_user,
  mutedPerPage,
  type MutedUser,
  type PagingInfo,
} from '../components/muted-row-fragments.ts';

export interface MutedUsersQueryData {
  /** Null for a visitor, or when the session turned out invalid. */
  viewer: { id: string; mutedUsersConnection: { users: MutedUser[]; pagingInfo: PagingInfo } | null } | null;
}

interface MutedUsersQueryVariables {
  limit: number;
  to?: string;
}

/** /me/settings/mute (the users tab): the writers the viewer muted, newest first. */
export const MutedUsersQuery: TypedDocumentNode<MutedUsersQueryData, MutedUsersQueryVariables> = gql`
  query MutedUsersQuery($limit: Int!, $to: String) {
    viewer {
      id
      mutedUsersConnection(paging: { limit: $limit, to: $to }) {
        users {
          ...MutedUserRow_user
        }
        pagingInfo {
          next {
            limit
            to
          }
        }
      }
    }
  }
  ${MutedUserRow_user}
`;

export const mutedUsersQuery = (): TypedQuery<MutedUsersQueryData, MutedUsersQueryVariables> => ({
  query: MutedUsersQuery,
  variables: { limit: mutedPerPage },
});

export const useMutedUsersQuery = () => useQuery(MutedUsersQuery, mutedUsersQuery());
