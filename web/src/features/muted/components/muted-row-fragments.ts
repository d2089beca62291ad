import { gql } from '@apollo/client';
import { SocialCollection_collection, SocialUser_user } from '#web/connected/social/social-fragments.ts';

/** A muted writer: who they are, and the viewer's edge (an unmuted row leaves the list). */
export const MutedUserRow_user = gql`
  fragment MutedUserRow_user on User {
    id
    name
    username
    bio
    imageId
    ...SocialUser_user
  }
  ${SocialUser_user}
`;

/** A muted publication, likewise. */
export const MutedCollectionRow_collection = gql`
  fragment MutedCollectionRow_collection on Collection {
    id
    slug
    name
    description
    avatar {
      id
    }
    ...SocialCollection_collection
  }
  ${SocialCollection_collection}
`;

/** Rows per page of the muted lists: the `$limit` of their queries. */
export const mutedPerPage = 10;
