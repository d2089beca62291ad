import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  MutedCollectionRow_collection,
  mutedPerPage,
  type MutedCollection,
  type PagingInfo,
} from '../components/muted-row-fragments.ts';

export interface MutedCollectionsQueryData {
  /** Null for a visitor, or when the session turned out invalid. */
  viewer: {
    id: string;
    mutedCollectionsConnection: { collections: MutedCollection[]; pagingInfo: PagingInfo } | null;
  } | null;
}

interface MutedCollectionsQueryVariables {
  limit: number;
  to?: string;
}

/** /me/settings/mute/publications: the publications the viewer muted, newest first. */
export const MutedCollectionsQuery: TypedDocumentNode<
  MutedCollectionsQueryData,
  MutedCollectionsQueryVariables
> = gql`
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

export const mutedCollectionsQuery = (): TypedQuery<
  MutedCollectionsQueryData,
  MutedCollectionsQueryVariables
> => ({
  query: MutedCollectionsQuery,
  variables: { limit: mutedPerPage },
});

export const useMutedCollectionsQuery = () => useQuery(MutedCollectionsQuery, mutedCollectionsQuery());
