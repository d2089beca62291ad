import { gql } from '@apollo/client';

/** The story's place in its series (null when in none): the series bar's part, count and neighbours. */
export const SeriesBar_post = gql`
  fragment SeriesBar_post on Post {
    sequence {
      slug
      title
      position
      count
      previous {
        id
        uniqueSlug
        title
      }
      next {
        id
        uniqueSlug
        title
      }
    }
  }
`;
