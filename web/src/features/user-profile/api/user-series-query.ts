import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { StoryList_connection } from '#web/ui/story-list/story-list-fragment.ts';

/** The writer's series, newest first: the profile's series tab (/@{username}/series). */
export const UserSeriesQuery: TypedDocumentNode<
  Operations.UserSeriesQuery,
  Operations.UserSeriesQueryVariables
> = gql`
  query UserSeriesQuery($id: ID!, $limit: Int!, $to: String) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        seriesConnection(paging: { limit: $limit, to: $to }) {
          ...StoryList_connection
        }
      }
    }
  }
  ${StoryList_connection}
`;

export const CreateSeriesMutation: TypedDocumentNode<
  Operations.CreateSeriesMutation,
  Operations.CreateSeriesMutationVariables
> = gql`
  mutation CreateSeriesMutation($title: String!, $description: String) {
    createSeries(title: $title, description: $description) {
      __typename
      ... on Series {
        sequenceSlug
      }
      ... on BadRequest {
        message
      }
      ... on RateLimited {
        message
      }
      ... on Unauthorized {
        message
      }
    }
  }
`;
