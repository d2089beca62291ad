import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';
import { StoryList_connection } from '#web/ui/story-list/story-list-fragment.ts';

/**
 * The signed-in home's feeds (issue #16), asked from the browser once the page has hydrated, so its
 * server render reads only the session (docs/feeds.md). Each tab is one list the cache pages with
 * scrolling (lib/apollo/create-cache.ts: spec 3 §7's feed merge rules; ui/show-more/more-on-scroll.tsx).
 */

/** The tabs: For you, Following, and one per tag the reader follows. */
export const HomeTabsQuery: TypedDocumentNode<Operations.HomeTabsQuery, Operations.HomeTabsQueryVariables> =
  gql`
    query HomeTabsQuery {
      followedTags {
        id
        displayTitle
      }
    }
  `;

/** For you: ranked stories with the reason each is shown. */
export const HomeForYouQuery: TypedDocumentNode<
  Operations.HomeForYouQuery,
  Operations.HomeForYouQueryVariables
> = gql`
  query HomeForYouQuery($limit: Int!, $to: String) {
    recommendedFeed(paging: { limit: $limit, to: $to }) {
      items {
        id
        post {
          ...PostCard_post
        }
        reason {
          kind
          tagSlug
          tagTitle
        }
      }
      pagingInfo {
        next {
          limit
          to
        }
      }
    }
  }
  ${PostCard_post}
`;

/** Following: the newest stories of the writers and publications the reader follows. */
export const HomeFollowingQuery: TypedDocumentNode<
  Operations.HomeFollowingQuery,
  Operations.HomeFollowingQueryVariables
> = gql`
  query HomeFollowingQuery($limit: Int!, $to: String) {
    followingFeed(paging: { limit: $limit, to: $to }) {
      ...StoryList_connection
    }
  }
  ${StoryList_connection}
`;

/** A followed tag's tab: its newest stories (muted writers and publications left out by the server). */
export const HomeTagFeedQuery: TypedDocumentNode<
  Operations.HomeTagFeedQuery,
  Operations.HomeTagFeedQueryVariables
> = gql`
  query HomeTagFeedQuery($tagSlug: ID!, $limit: Int!, $to: String) {
    tag(tagSlug: $tagSlug) {
      id
      postsConnection(paging: { limit: $limit, to: $to }) {
        ...StoryList_connection
      }
    }
  }
  ${StoryList_connection}
`;
