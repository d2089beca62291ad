import { gql } from '@apollo/client';
import { SocialUser_user } from '#web/connected/social/social-fragments.ts';

/** A person in a follower or following list: who they are and whether the viewer follows them. */
export const PersonRow_user = gql`
  fragment PersonRow_user on User {
    id
    name
    username
    bio
    imageId
    ...SocialUser_user
  }
  ${SocialUser_user}
`;

/** A page of such a list (UserConnection); the cache merges pages (lib/apollo/cursor-paginated.ts). */
export const PeopleList_connection = gql`
  fragment PeopleList_connection on UserConnection {
    users {
      ...PersonRow_user
    }
    pagingInfo {
      next {
        limit
        to
      }
    }
  }
  ${PersonRow_user}
`;

/** People per page of these lists: the `$limit` of its queries. */
export const peoplePerPage = 10;
