import { gql, type TypedDocumentNode } from '@apollo/client';
import { maxPageSize } from '#contract/paging.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { PostBody_content } from '#web/ui/story-body/post-body-fragment.ts';

/** A feed's stories: the newest, as many as one page of the API holds (decision 263). */
export const feedSize = maxPageSize;

/** What a feed says of its publication: its name, description, addresses and logo. */
const PublicationFeed_collection = gql`
  fragment PublicationFeed_collection on Collection {
    id
    slug
    name
    description
    domain
    logo {
      id
    }
    avatar {
      id
    }
  }
`;

/**
 * What an item says of a story. Asked as a visitor (publication-feed.ts): a member-only story's content
 * is then its preview only, which the feed leaves out (publication-rss.tsx).
 */
const PublicationFeed_post = gql`
  fragment PublicationFeed_post on Post {
    id
    title
    uniqueSlug
    canonicalUrl
    statusForCollection
    isLocked
    firstPublishedAt
    latestPublishedAt
    creator {
      id
      name
      username
    }
    collection {
      id
      slug
    }
    tags {
      id
      displayTitle
    }
    extendedPreviewContent {
      subtitle
    }
    content {
      ...PostBody_content
    }
  }
  ${PostBody_content}
`;

/** `/{collectionSlug}/feed`: the publication (null → the 404 page) and its newest stories. */
export const PublicationFeedQuery: TypedDocumentNode<
  Operations.PublicationFeedQuery,
  Operations.PublicationFeedQueryVariables
> = gql`
  query PublicationFeedQuery($domainOrSlug: String!, $limit: Int!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationFeed_collection
      postsConnection(paging: { limit: $limit }) {
        posts {
          ...PublicationFeed_post
        }
      }
    }
  }
  ${PublicationFeed_collection}
  ${PublicationFeed_post}
`;

/**
 * `/{collectionSlug}/feed/tagged/{tag}`: the publication and the tag (either null → the 404 page), and
 * the publication's newest stories under the tag.
 */
export const PublicationTaggedFeedQuery: TypedDocumentNode<
  Operations.PublicationTaggedFeedQuery,
  Operations.PublicationTaggedFeedQueryVariables
> = gql`
  query PublicationTaggedFeedQuery($domainOrSlug: String!, $tagSlug: ID!, $limit: Int!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      ...PublicationFeed_collection
      taggedPostsConnection(tagSlug: $tagSlug, paging: { limit: $limit }) {
        posts {
          ...PublicationFeed_post
        }
      }
    }
    tag(tagSlug: $tagSlug) {
      id
      displayTitle
    }
  }
  ${PublicationFeed_collection}
  ${PublicationFeed_post}
`;

export type FeedCollection = Operations.PublicationFeed_CollectionFragment;
export type FeedPost = Operations.PublicationFeed_PostFragment;
