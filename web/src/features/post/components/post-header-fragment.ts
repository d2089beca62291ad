import { gql } from '@apollo/client';
import { PostByline_post, type PostBylinePost } from '../../../ui/post-byline-fragment.ts';

export type PostHeaderPost = PostBylinePost;

export const PostHeader_post = gql`
  fragment PostHeader_post on Post {
    ...PostByline_post
  }
  ${PostByline_post}
`;
