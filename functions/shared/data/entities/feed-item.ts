/** How a story reached a reader's Following feed: they follow its writer, or its publication. */
export const feedItemSources = ['user', 'collection'] as const;

/**
 * A story in one reader's Following feed (issue #16, decision 211): written once per follower by the
 * content-events consumer when the story is first published or approved into a publication (fan-out
 * on write), and by a follow for the followed one's newest stories (backfill). Expires by DynamoDB's
 * TTL; trashed, unlisted and muted stories are left out when the feed is read.
 */
export const feedItemSchema = {
  model: { entity: 'feedItem', version: '1', service: 'folio' },
  attributes: {
    readerId: { type: 'string', required: true },
    postId: { type: 'string', required: true },
    /** The story's firstPublishedAt (epoch ms, 13 digits): the feed's order. */
    publishedAt: { type: 'number', required: true },
    source: { type: feedItemSources, required: true },
    /** The followed writer's or publication's id (For you's "Because you follow …"). */
    sourceId: { type: 'string', required: true },
    /** Epoch seconds: when DynamoDB's TTL removes it. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    /** One reader's Following feed, newest story first. */
    byReader: {
      pk: { field: 'pk', composite: ['readerId'] },
      sk: { field: 'sk', composite: ['publishedAt', 'postId'] },
    },
  },
} as const;
