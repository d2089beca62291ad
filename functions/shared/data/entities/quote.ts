import { quoteTypes } from '#contract/highlights.ts';

/**
 * A passage of a story a reader quoted (issue #13, functions/posts/highlights): a HIGHLIGHT, or the
 * passage a RESPONSE answers. Anchored by paragraph name and character offsets in its text, with the
 * quoted text kept to find it again when the paragraph changes. A highlight's id is derived from its
 * reader and range (highlights/quote-id.ts): highlighting the same passage twice is one highlight.
 */
export const quoteSchema = {
  model: { entity: 'quote', version: '1', service: 'folio' },
  attributes: {
    quoteId: { type: 'string', required: true },
    postId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    quoteType: { type: quoteTypes, required: true },
    paragraphName: { type: 'string', required: true },
    startOffset: { type: 'number', required: true },
    endOffset: { type: 'number', required: true },
    quote: { type: 'string', required: true },
    /** A private note: its reader alone ever receives it. */
    note: { type: 'string' },
    /**
     * A private highlight (decision 224): its reader alone sees it; it is in no tally, no profile for
     * others, no notification and no recommendation. Absent reads as public.
     */
    isPrivate: { type: 'boolean' },
    createdAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['quoteId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** One reader's quotes of one story (the story page shows their highlights). */
    byReaderOfPost: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['postId', 'userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    /** One reader's quotes, newest first (/@{username}/highlights). */
    byReader: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt'] },
    },
  },
} as const;

const passage = {
  id: { type: 'string', required: true },
  paragraphName: { type: 'string', required: true },
  startOffset: { type: 'number', required: true },
  endOffset: { type: 'number', required: true },
  quote: { type: 'string', required: true },
  /** Absent counts as 0 (an upsert's ADD creates it). */
  readerCount: { type: 'number' },
} as const;

/**
 * How many readers highlighted one exact passage of a story: in the story's partition, outside the
 * `postPage` collection (a story page never reads them). Moved by +1/−1 in the transaction that
 * creates or deletes a highlight, so it never drifts from the highlights.
 */
export const highlightTallySchema = {
  model: { entity: 'highlightTally', version: '1', service: 'folio' },
  attributes: passage,
  indexes: {
    byPassage: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: ['paragraphName', 'startOffset', 'endOffset'] },
    },
  },
} as const;

/**
 * A story's top highlight: the passage most readers highlighted, once at least `topHighlightReaders`
 * did. In the `postPage` collection, so the story page's one Query reads it with the body.
 */
export const topHighlightSchema = {
  model: { entity: 'topHighlight', version: '1', service: 'folio' },
  attributes: passage,
  indexes: {
    byPost: {
      collection: 'postPage',
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;
