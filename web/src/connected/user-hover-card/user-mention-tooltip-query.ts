import { gql, type TypedDocumentNode } from '@apollo/client';
import { SocialUser_user } from '#web/connected/social/social-fragments.ts';
import { AvatarMembership_user } from '#web/ui/avatar-membership-fragment.ts';
import type * as Operations from '#graphql/generated/operations.ts';

/**
 * Spec 2 §7 UserMentionTooltipContentQuery (id → userResult): what a person's hover card shows —
 * name, bio, avatar, username, membership tier, followers, the viewer's follow, pronouns.
 */
export const UserMentionTooltipContentQuery: TypedDocumentNode<
  Operations.UserMentionTooltipContentQuery,
  Operations.UserMentionTooltipContentQueryVariables
> = gql`
  query UserMentionTooltipContentQuery($id: ID!) {
    userResult(id: $id) {
      __typename
      ... on User {
        id
        name
        username
        hasSubdomain
        bio
        imageId
        pronouns
        ...AvatarMembership_user
        ...SocialUser_user
      }
    }
  }
  ${AvatarMembership_user}
  ${SocialUser_user}
`;
