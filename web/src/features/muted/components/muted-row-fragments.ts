import { gql } from '@apollo/client';
import {
  SocialCollection_collection,
  SocialUser_user,
  type SocialCollection,
  type SocialUser,
} from '../../../lib/social/social-fragments.ts';

/** A muted writer: who they are, and the viewer's edge (an unmuted row leaves the list). */
export interface MutedUser extends SocialUser {
  name: string;
  username: string;
  bio: string;
  imageId: string | null;
}

export interface MutedCollection extends SocialCollection {
  slug: string;
  name: string;
  description: string;
  avatar: { id: string } | null;
}

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

/** Where the next page of either list starts; the cache merges pages (lib/apollo/cursor-paginated.ts). */
export interface PagingInfo {
  next: { limit: number; to: string | null } | null;
}

/** Rows per page of the muted lists: the `$limit` of their queries. */
export const mutedPerPage = 10;
