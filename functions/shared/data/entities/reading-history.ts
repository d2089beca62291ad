/**
 * A story in a reader's reading history (issue #13, functions/posts/reading-history): one item per
 * (reader, story), written again at every read, so the list holds each story once, by its last read.
 */
export const readingHistorySchema = {
  model: { entity: 'readingHistory', version: '1', service: 'folio' },
  attributes: {
    userId: { type: 'string', required: true },
    postId: { type: 'string', required: true },
    /** Epoch ms of the last read (the list's order). */
    lastReadAt: { type: 'number', required: true },
    /** Epoch ms when the reader first reached the story's end; absent while unfinished. */
    finishedAt: { type: 'number' },
  },
  indexes: {
    /** One reader's entry for one story: remove one, write a read. */
    byReader: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['postId'] },
    },
    /** The reader's history, newest read first: shares gsi1 with the reader's sessions and tokens. */
    byLastRead: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['lastReadAt'] },
    },
  },
} as const;

/** A reader's pause of their reading history: while the item exists, no read is recorded. */
export const readingHistoryPauseSchema = {
  model: { entity: 'readingHistoryPause', version: '1', service: 'folio' },
  attributes: {
    userId: { type: 'string', required: true },
    pausedAt: { type: 'number', required: true },
  },
  indexes: {
    byReader: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
