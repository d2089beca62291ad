import { gql } from '@apollo/client';
import { ClapButton_post } from '#web/connected/claps/clap-button-fragment.ts';
import { PostHeader_post } from '../post-header-fragment.ts';

/** The bar under the byline and after the story: claps, the responses count, share and the story's More menu. */
export const StoryBar_post = gql`
  fragment StoryBar_post on Post {
    id
    title
    uniqueSlug
    responsesCount
    ...ClapButton_post
    ...PostHeader_post
  }
  ${ClapButton_post}
  ${PostHeader_post}
`;
