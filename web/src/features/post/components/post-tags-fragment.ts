import { gql } from '@apollo/client';

export const PostTags_post = gql`
  fragment PostTags_post on Post {
    tags {
      id
      displayTitle
    }
  }
`;
