import { gql } from '@apollo/client';
import { PostCard_post } from '../post-card/post-card-fragment.ts';

/** A page of a paginated story list (PostConnection); the cache merges pages (lib/apollo/cursor-paginated.ts). */
export const StoryList_connection = gql`
  fragment StoryList_connection on PostConnection {
    posts {
      ...PostCard_post
    }
    pagingInfo {
      next {
        limit
        to
      }
    }
  }
  ${PostCard_post}
`;

/** Stories per page on home, profiles and publications: the `$limit` of their queries. */
export const storiesPerPage = 10;
