import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

export const highlightsPerPage = 10;

/** A reader's highlights, newest first: the profile's highlights tab (/@{username}/highlights). */
export const UserHighlightsQuery: TypedDocumentNode<
  Operations.UserHighlightsQuery,
  Operations.UserHighlightsQueryVariables
> = gql`
  query UserHighlightsQuery($id: ID!, $limit: Int!, $to: String) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        highlights(paging: { limit: $limit, to: $to }) {
          quotes {
            quoteId
            quote
            note
            isPrivate
            post {
              id
              title
              uniqueSlug
              statusForCollection
              creator {
                id
                username
              }
              collection {
                id
                slug
              }
            }
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
  }
`;
