import { gql } from '@apollo/client';

/** The viewer's relation to a writer; its id is `{userId}:{viewerId}` (or `:visitor`), so it is cached once. */
export const UserViewerEdge_edge = gql`
  fragment UserViewerEdge_edge on UserViewerEdge {
    id
    createdAt
    isFollowing
    isMuting
  }
`;

export const CollectionViewerEdge_edge = gql`
  fragment CollectionViewerEdge_edge on CollectionViewerEdge {
    id
    isEditor
    isFollowing
    isMuting
  }
`;

/**
 * A writer as follow and mute see them: what the button shows and what the counts adjust. Asked by
 * every page that shows a Follow button or a mute choice, and answered by the mutations: the same
 * fields everywhere, so an answer replaces what the page showed.
 */
export const SocialUser_user = gql`
  fragment SocialUser_user on User {
    id
    socialStats {
      followerCount
      followingCount
    }
    viewerEdge {
      ...UserViewerEdge_edge
    }
  }
  ${UserViewerEdge_edge}
`;

export const SocialCollection_collection = gql`
  fragment SocialCollection_collection on Collection {
    id
    subscriberCount
    viewerEdge {
      ...CollectionViewerEdge_edge
    }
  }
  ${CollectionViewerEdge_edge}
`;
