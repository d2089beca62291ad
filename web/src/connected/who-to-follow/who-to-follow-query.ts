import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { SocialUser_user } from '../social/social-fragments.ts';

/** Writers worth following for the viewer, each with the server's reason (decision 223). */
export const WhoToFollowQuery: TypedDocumentNode<
  Operations.WhoToFollowQuery,
  Operations.WhoToFollowQueryVariables
> = gql`
  query WhoToFollowQuery($limit: Int) {
    whoToFollow(limit: $limit) {
      user {
        id
        name
        username
        bio
        imageId
        lastPostCreatedAt
        ...SocialUser_user
      }
      reason {
        kind
        subject
      }
    }
  }
  ${SocialUser_user}
`;

export type WhoToFollowSuggestion = Operations.WhoToFollowQuery['whoToFollow'][number];
