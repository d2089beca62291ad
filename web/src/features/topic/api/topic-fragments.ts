import { gql } from '@apollo/client';
import { SocialUser_user } from '#web/connected/social/social-fragments.ts';
import { TagFollow_tag } from '#web/connected/tag-follow/tag-follow-fragment.ts';

/** The tag page's header on every tab: its title, counts and the viewer's follow. */
export const TopicHeader_tag = gql`
  fragment TopicHeader_tag on Tag {
    id
    displayTitle
    postCount
    ...TagFollow_tag
  }
  ${TagFollow_tag}
`;

/** A writer on the who-to-follow tab: their row and their Follow button. */
export const TopicWriter_user = gql`
  fragment TopicWriter_user on User {
    id
    name
    username
    bio
    imageId
    ...SocialUser_user
  }
  ${SocialUser_user}
`;
