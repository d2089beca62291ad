import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { MutedCollectionRow_collection, mutedPerPage } from '../components/muted-row-fragments.ts';

/** The viewer is null for a visitor, or when the session turned out invalid. */
type Result = Operations.MutedCollectionsQuery;
type Variables = Operations.MutedCollectionsQueryVariables;

/** /me/settings/mute/publications: the publications the viewer muted, newest first. */
export const MutedCollectionsQuery: TypedDocumentNode<Result, Variables> = gql`
  query MutedCollectionsQuery($limit: Int!, $to: String) {
    viewer {
      id
      mutedCollectionsConnection(paging: { limit: $limit, to: $to }) {
        collections {
          ...MutedCollectionRow_collection
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
  ${MutedCollectionRow_collection}
`;

export const mutedCollectionsQuery = (): TypedQuery<Result, Variables> => ({
  query: MutedCollectionsQuery,
  variables: { limit: mutedPerPage },
});

export const useMutedCollectionsQuery = () => useQuery(MutedCollectionsQuery, mutedCollectionsQuery());
