import { gql } from '@apollo/client';
import { PostHeader_post } from '../post-header-fragment.ts';

/** The bar under the byline and after the story: the counts, share and the story's More menu. */
export const StoryBar_post = gql`
  fragment StoryBar_post on Post {
    id
    title
    uniqueSlug
    responsesCount
    ...PostHeader_post
  }
  ${PostHeader_post}
`;
