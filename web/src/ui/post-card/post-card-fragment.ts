import { gql } from '@apollo/client';
import { PostByline_post, type PostBylinePost } from '../post-byline-fragment.ts';

export interface PostCardPost extends PostBylinePost {
  id: string;
  uniqueSlug: string;
  previewImage: {
    id: string;
    alt: string | null;
    originalWidth: number | null;
    originalHeight: number | null;
  } | null;
}

/** What a story card shows in every list: home, profiles, publications, the 404 staff picks. */
export const PostCard_post = gql`
  fragment PostCard_post on Post {
    id
    uniqueSlug
    ...PostByline_post
    previewImage {
      id
      alt
      originalWidth
      originalHeight
    }
  }
  ${PostByline_post}
`;
