import { gql } from '@apollo/client';
import { SocialCollection_collection, SocialUser_user } from '#web/connected/social/social-fragments.ts';
import { TagFollow_tag } from '#web/connected/tag-follow/tag-follow-fragment.ts';

/** A followed (or suggested) writer: who they are, and the viewer's edge for the Follow toggle. */
export const FollowingUserRow_user = gql`
  fragment FollowingUserRow_user on User {
    id
    name
    username
    bio
    imageId
    ...SocialUser_user
  }
  ${SocialUser_user}
`;

/** A followed publication, likewise. */
export const FollowingCollectionRow_collection = gql`
  fragment FollowingCollectionRow_collection on Collection {
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

/** A followed (or suggested) tag with its story count. */
export const FollowingTagRow_tag = gql`
  fragment FollowingTagRow_tag on Tag {
    postCount
    ...TagFollow_tag
  }
  ${TagFollow_tag}
`;

/** Rows per page of the following lists: the `$limit` of their queries. */
export const followingPerPage = 10;
