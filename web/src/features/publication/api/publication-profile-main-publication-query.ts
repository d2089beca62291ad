import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { PublicationProfile_collection } from './publication-profile-fragment.ts';

type Result = Operations.PublicationProfileMainPublicationQuery;
type Variables = Operations.PublicationProfileMainPublicationQueryVariables;

/** Spec 1 §7: the publication of the profile page by id (/c/{collectionId}); null → the 404 page. */
export const PublicationProfileMainPublicationQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationProfileMainPublicationQuery($id: ID!, $limit: Int!, $to: String) {
    collection(id: $id) {
      ...PublicationProfile_collection
    }
  }
  ${PublicationProfile_collection}
`;

export const publicationProfileMainPublicationQuery = (id: string): TypedQuery<Result, Variables> => ({
  query: PublicationProfileMainPublicationQuery,
  variables: { id, limit: storiesPerPage },
});
