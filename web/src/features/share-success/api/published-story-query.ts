import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type * as Operations from '#graphql/generated/operations.ts';

/** The story just published, as the share-success page names and links it. */
export const PublishedStoryQuery: TypedDocumentNode<
  Operations.PublishedStoryQuery,
  Operations.PublishedStoryQueryVariables
> = gql`
  query PublishedStoryQuery($id: ID!) {
    postResult(id: $id) {
      __typename
      ... on Post {
        id
        title
        uniqueSlug
        visibility
        isPublished
        statusForCollection
        creator {
          id
          username
        }
        collection {
          id
          slug
          name
        }
      }
    }
  }
`;

/** Asked in the browser only: the story's id is in the address's query, which the server leaves out. */
export const usePublishedStoryQuery = (id: string | null) =>
  useQuery(PublishedStoryQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
