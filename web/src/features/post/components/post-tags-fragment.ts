import { gql } from '@apollo/client';

export interface PostTagsPost {
  tags: { id: string; displayTitle: string }[];
}

export const PostTags_post = gql`
  fragment PostTags_post on Post {
    tags {
      id
      displayTitle
    }
  }
`;
