import { gql } from '@apollo/client';

/** The tag page's header on every tab: its title, counts and the viewer's follow. */
export const TopicHeader_tag = gql`
  fragment TopicHeader_tag on Tag {
    id
    displayTitle
    postCount
    followerCount
    viewerEdge {
      id
      isFollowing
    }
  }
`;
