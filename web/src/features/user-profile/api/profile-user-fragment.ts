import { gql } from '@apollo/client';
import { WriterNewsletter_user } from '#web/connected/newsletter/newsletter-fragments.ts';
import { SocialUser_user } from '#web/connected/social/social-fragments.ts';
import { AvatarMembership_user } from '#web/ui/avatar-membership-fragment.ts';

/** The writer every page of the profile shows: name, tabs, the sidebar's card (Follow, Subscribe). */
export const ProfileUser_user = gql`
  fragment ProfileUser_user on User {
    id
    name
    username
    bio
    imageId
    ...AvatarMembership_user
    ...SocialUser_user
    ...WriterNewsletter_user
  }
  ${AvatarMembership_user}
  ${SocialUser_user}
  ${WriterNewsletter_user}
`;
