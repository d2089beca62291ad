import { gql, type TypedDocumentNode } from '@apollo/client';
import type { TypedQuery } from '../../../routes/page-registry.ts';
import { storiesPerPage } from '../../../ui/story-list/story-list-fragment.ts';
import { PublicationProfile_collection, type ProfileCollection } from './publication-profile-fragment.ts';

export interface PublicationProfileMainPublicationQueryData {
  collection: ProfileCollection | null;
}

interface PublicationProfileMainPublicationQueryVariables {
  id: string;
  limit: number;
  to?: string;
}

/** Spec 1 §7: the publication of the profile page by id (/c/{collectionId}); null → the 404 page. */
export const PublicationProfileMainPublicationQuery: TypedDocumentNode<
  PublicationProfileMainPublicationQueryData,
  PublicationProfileMainPublicationQueryVariables
> = gql`
  query PublicationProfileMainPublicationQuery($id: ID!, $limit: Int!, $to: String) {
    collection(id: $id) {
      ...PublicationProfile_collection
    }
  }
  ${PublicationProfile_collection}
`;

export const publicationProfileMainPublicationQuery = (
  id: string,
): TypedQuery<
  PublicationProfileMainPublicationQueryData,
  PublicationProfileMainPublicationQueryVariables
> => ({
  query: PublicationProfileMainPublicationQuery,
  variables: { id, limit: storiesPerPage },
});
