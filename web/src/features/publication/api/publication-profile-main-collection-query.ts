import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import {
  StoryList_connection,
  storiesPerPage,
  type StoryListConnection,
} from '../../../ui/story-list/story-list-fragment.ts';

export interface ProfileCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  domain: string | null;
  avatar: { id: string } | null;
  postsConnection: StoryListConnection;
}

export interface PublicationProfileMainCollectionQueryData {
  collectionByDomainOrSlug: ProfileCollection | null;
}

interface PublicationProfileMainCollectionQueryVariables {
  domainOrSlug: string;
  limit: number;
  to?: string;
}

/** Spec 1 §7: the publication of the profile page, by custom domain or slug; null → the 404 page. */
export const PublicationProfileMainCollectionQuery: TypedDocumentNode<
  PublicationProfileMainCollectionQueryData,
  PublicationProfileMainCollectionQueryVariables
> = gql`
  query PublicationProfileMainCollectionQuery($domainOrSlug: String!, $limit: Int!, $to: String) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      id
      slug
      name
      description
      domain
      avatar {
        id
      }
      postsConnection(paging: { limit: $limit, to: $to }) {
        ...StoryList_connection
      }
    }
  }
  ${StoryList_connection}
`;

export const publicationProfileMainCollectionQuery = (
  domainOrSlug: string,
): TypedQuery<PublicationProfileMainCollectionQueryData, PublicationProfileMainCollectionQueryVariables> => ({
  query: PublicationProfileMainCollectionQuery,
  variables: { domainOrSlug, limit: storiesPerPage },
});

export const usePublicationProfileMainCollectionQuery = (domainOrSlug: string) =>
  useQuery(PublicationProfileMainCollectionQuery, publicationProfileMainCollectionQuery(domainOrSlug));
