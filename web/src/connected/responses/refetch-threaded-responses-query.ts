import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { ResponseSortType } from '#contract/responses.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { ResponseLevel_page } from './threaded-responses-query.ts';
import type { ThreadParent } from './thread-parent.ts';

type Variables = Operations.RefetchThreadedPostResponsesQueryVariables;

/**
 * Spec 3 §7: a level of a thread, in the order asked, one page at a time (its own chunk: the story page
 * loads it when a reader asks for another order, another page or the replies).
 */
export const RefetchThreadedPostResponsesQuery: TypedDocumentNode<
  Operations.RefetchThreadedPostResponsesQuery,
  Variables
> = gql`
  query RefetchThreadedPostResponsesQuery(
    $postId: ID!
    $postResponsesPaging: PagingOptions
    $sortType: ResponseSortType
  ) {
    threadedPostResponses(postId: $postId, postResponsesPaging: $postResponsesPaging, sortType: $sortType) {
      __typename
      ... on PostResponseConnection {
        ...ResponseLevel_page
      }
    }
  }
  ${ResponseLevel_page}
`;

/** Spec 3 §7: the first level under a list, one page at a time, as its story counterpart. */
export const RefetchThreadedCatalogResponsesQuery: TypedDocumentNode<
  Operations.RefetchThreadedCatalogResponsesQuery,
  Operations.RefetchThreadedCatalogResponsesQueryVariables
> = gql`
  query RefetchThreadedCatalogResponsesQuery(
    $catalogId: ID!
    $catalogResponsesPagingOptions: PagingOptions
    $sortType: ResponseSortType
  ) {
    threadedCatalogResponses(
      catalogId: $catalogId
      catalogResponsesPagingOptions: $catalogResponsesPagingOptions
      sortType: $sortType
    ) {
      __typename
      ... on PostResponseConnection {
        ...ResponseLevel_page
      }
    }
  }
  ${ResponseLevel_page}
`;

/** A page of a level under a story, a response or a list, by the query of its kind. */
export async function levelPage(
  client: ApolloClient,
  parent: ThreadParent,
  sortType: ResponseSortType,
  paging: { limit: number; to: string | null },
) {
  const fetchPolicy = 'network-only' as const;
  if (parent.kind === 'catalog') {
    const { data } = await client.query({
      query: RefetchThreadedCatalogResponsesQuery,
      variables: { catalogId: parent.id, sortType, catalogResponsesPagingOptions: paging },
      fetchPolicy,
    });
    return data?.threadedCatalogResponses;
  }
  const { data } = await client.query({
    query: RefetchThreadedPostResponsesQuery,
    variables: { postId: parent.id, sortType, postResponsesPaging: paging },
    fetchPolicy,
  });
  return data?.threadedPostResponses;
}
