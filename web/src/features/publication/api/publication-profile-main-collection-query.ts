import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { PublicationProfile_collection } from './publication-profile-fragment.ts';

type Result = Operations.PublicationProfileMainCollectionQuery;
type Variables = Operations.PublicationProfileMainCollectionQueryVariables;

/** Spec 1 §7: the publication of the profile page, by custom domain or slug; null → the 404 page. */
export const PublicationProfileMainCollectionQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationProfileMainCollectionQuery($domainOrSlug: String!, $limit: Int!, $to: String) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationProfile_collection
    }
  }
  ${PublicationProfile_collection}
`;

export const publicationProfileMainCollectionQuery = (
  domainOrSlug: string,
): TypedQuery<Result, Variables> => ({
  query: PublicationProfileMainCollectionQuery,
  variables: { domainOrSlug, limit: storiesPerPage },
});
