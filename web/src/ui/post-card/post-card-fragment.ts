import { gql } from '@apollo/client';
import { PostByline_post } from '../post-byline-fragment.ts';

/**
 * What a story card shows in every list: home, profiles, publications, the 404 staff picks. The focus
 * is where the crop keeps the image in view (spec 1 §3), in percent; null: the spec's defaults.
 */
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
