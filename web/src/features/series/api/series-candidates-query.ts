import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';

/** The writer's published stories in no series: what "Add a story" offers. */
export const SeriesCandidatesQuery: TypedDocumentNode<
  Operations.SeriesCandidatesQuery,
  Operations.SeriesCandidatesQueryVariables
> = gql`
  query SeriesCandidatesQuery {
    seriesCandidates {
      __typename
      ... on PostConnection {
        posts {
          id
          title
        }
      }
    }
  }
`;
