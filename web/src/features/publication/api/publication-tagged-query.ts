import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { TypedQuery } from '#web/routes/page-registry.ts';
import { StoryList_connection, storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { PublicationCard_collection } from './publication-card-fragment.ts';

type Result = Operations.PublicationTaggedQuery;
type Variables = Operations.PublicationTaggedQueryVariables;

/**
 * A publication's tagged page (/{collectionSlug}/tagged/{tagSlug}, decision 257): the publication (null →
 * the 404 page), the tag's title (null when no story was ever listed under it) and the publication's
 * stories under the tag, paged.
 */
export const PublicationTaggedQuery: TypedDocumentNode<Result, Variables> = gql`
  query PublicationTaggedQuery($domainOrSlug: String!, $tagSlug: ID!, $limit: Int!, $to: String) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationCard_collection
      taggedPostsConnection(tagSlug: $tagSlug, paging: { limit: $limit, to: $to }) {
        ...StoryList_connection
      }
    }
    tag(tagSlug: $tagSlug) {
      id
      displayTitle
    }
  }
  ${PublicationCard_collection}
  ${StoryList_connection}
`;

export const publicationTaggedQuery = (params: RouteParams): TypedQuery<Result, Variables> => ({
  query: PublicationTaggedQuery,
  variables: {
    domainOrSlug: collectionDomainOrSlug(params),
    tagSlug: params.tagSlug ?? '',
    limit: storiesPerPage,
  },
});
