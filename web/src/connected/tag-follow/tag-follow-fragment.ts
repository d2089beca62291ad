import { gql } from '@apollo/client';

/** A tag as its Follow button sees it (decision 182): what it shows, and what the follow answers. */
export const TagFollow_tag = gql`
  fragment TagFollow_tag on Tag {
    id
    displayTitle
    followerCount
    viewerEdge {
      id
      isFollowing
    }
  }
`;
