import { gql } from '@apollo/client';
import { PostByline_post, type PostBylinePost } from '../post-byline-fragment.ts';

export interface PostCardPost extends PostBylinePost {
  id: string;
  uniqueSlug: string;
  previewImage: {
    id: string;
    alt: string | null;
    /** Where the crop keeps the image in view (spec 1 §3), in percent; null: the spec's defaults. */
    focusPercentX: number | null;
    focusPercentY: number | null;
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
      focusPercentX
      focusPercentY
      originalWidth
      originalHeight
    }
  }
  ${PostByline_post}
`;
