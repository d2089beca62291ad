import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import { storiesPerPage } from '../../../ui/story-list/story-list-fragment.ts';
import { PublicationProfile_collection, type ProfileCollection } from './publication-profile-fragment.ts';

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
      ...PublicationProfile_collection
    }
  }
  ${PublicationProfile_collection}
`;

export const publicationProfileMainCollectionQuery = (
  domainOrSlug: string,
): TypedQuery<PublicationProfileMainCollectionQueryData, PublicationProfileMainCollectionQueryVariables> => ({
  query: PublicationProfileMainCollectionQuery,
  variables: { domainOrSlug, limit: storiesPerPage },
});
