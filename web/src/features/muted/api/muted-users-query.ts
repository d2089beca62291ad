import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { MutedUserRow_user, mutedPerPage } from '../components/muted-row-fragments.ts';

/** The viewer is null for a visitor, or when the session turned out invalid. */
type Result = Operations.MutedUsersQuery;
type Variables = Operations.MutedUsersQueryVariables;

/** /me/settings/mute (the users tab): the writers the viewer muted, newest first. */
export const MutedUsersQuery: TypedDocumentNode<Result, Variables> = gql`
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

export const mutedUsersQuery = (): TypedQuery<Result, Variables> => ({
  query: MutedUsersQuery,
  variables: { limit: mutedPerPage },
});

export const useMutedUsersQuery = () => useQuery(MutedUsersQuery, mutedUsersQuery());
