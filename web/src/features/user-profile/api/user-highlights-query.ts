import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { PostRoute_post } from '#web/lib/post-route-fragment.ts';

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
              ...PostRoute_post
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
  ${PostRoute_post}
`;
