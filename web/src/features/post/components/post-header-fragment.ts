import { gql } from '@apollo/client';
import { SocialCollection_collection, SocialUser_user } from '#web/connected/social/social-fragments.ts';
import { PostByline_post } from '#web/ui/post-byline-fragment.ts';

/** The byline, plus what its Follow button and the mute menu need of the writer and the publication. */
export const PostHeader_post = gql`
  fragment PostHeader_post on Post {
    ...PostByline_post
    creator {
      ...SocialUser_user
    }
    collection {
      ...SocialCollection_collection
    }
  }
  ${PostByline_post}
  ${SocialUser_user}
  ${SocialCollection_collection}
`;
