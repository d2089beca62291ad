import type { SearchIndexKind, SearchResult } from '#contract/search.ts';
import type { SearchIndexMessage } from '#shared/queues/search-index-message.ts';
import type { CollectionHit, ListHit, PostHit, TagHit, UserHit } from '#contract/search.ts';

/**
 * The search domain's seams (issue #17). Documents are what an index stores: built from DynamoDB by
 * `documents/`, applied by the indexer consumer, searched by an engine adapter (the embedded engine by
 * default, Amazon OpenSearch Service for deployments that outgrow one index in memory).
 */

/**
 * A story's document: only published, listed (public or member-only), unsuspended stories by
 * unsuspended writers are indexed. `bodyText` is the body of a PUBLIC story; a member-only story is
 * found by its preview only, so a snippet never leaks a locked body. Never returned in a hit.
 */
export interface PostDocument extends PostHit {
  bodyText: string;
  tagNames: string[];
  writtenByHighQualityUser: boolean;
}

/** A person: not suspended, not author-type (spec 3 §5). */
export interface UserDocument extends UserHit {
  highQualityUser: boolean;
}

export type CollectionDocument = CollectionHit;

/** Tags with postCount ≥ 1 only (spec 3 §5). */
export type TagDocument = TagHit & { followerCount: number };

/** Public lists only. */
export type ListDocument = ListHit;

export interface SearchDocumentOf {
  posts: PostDocument;
  users: UserDocument;
  collections: CollectionDocument;
  tags: TagDocument;
  lists: ListDocument;
}

export type SearchDocument = SearchDocumentOf[SearchIndexKind];

/** One change to an index: put (insert or replace by objectID) or remove (absent is no error). */
export type IndexChange =
  | { [K in SearchIndexKind]: { op: 'put'; index: K; document: SearchDocumentOf[K] } }[SearchIndexKind]
  | { op: 'remove'; index: SearchIndexKind; objectID: string };

/** Who is searching, as the server knows it (the session cookie, never the user token). */
export interface SearchViewer {
  userId?: string;
  /** Writers and publications the viewer muted: ranked out of their results. */
  mutedUserIds: ReadonlySet<string>;
  mutedCollectionIds: ReadonlySet<string>;
}

/**
 * A query's `filters`, `facetFilters` and `numericFilters`, parsed (Algolia's grammar), checked against
 * the index's filterable attributes and joined with AND: what both engines translate.
 */
export type FilterExpression =
  | { type: 'and' | 'or'; operands: FilterExpression[] }
  | { type: 'not'; operand: FilterExpression }
  | { type: 'facet'; attribute: string; value: string | boolean }
  | { type: 'numeric'; attribute: string; operator: '<' | '<=' | '=' | '!=' | '>=' | '>'; value: number }
  | { type: 'range'; attribute: string; from: number; to: number };

/** One validated query of a multi-query request, its index name resolved to a kind. */
export interface ResolvedQuery {
  kind: SearchIndexKind;
  /** The index name as asked (returned as `index`). */
  indexName: string;
  query: string;
  hitsPerPage: number;
  /** 0-based. */
  page: number;
  filter?: FilterExpression;
  clickAnalytics: boolean;
  attributesToRetrieve?: readonly string[];
}

/** The engine port: both adapters implement it; the search handler and the indexer only see this. */
export interface SearchEngine {
  search(queries: readonly ResolvedQuery[], viewer: SearchViewer): Promise<SearchResult[]>;
  apply(changes: readonly IndexChange[]): Promise<void>;
  /** Documents per index (the bench and the rebuild's report). */
  count(kind: SearchIndexKind): Promise<number>;
}

/**
 * Where the index lives between invocations (the embedded engine: snapshots in the object store, S3 in
 * AWS). The indexer applies and publishes; search Lambdas read the newest published state.
 */
export interface SearchIndexStore {
  /** The engine at the newest published state; a newer one is picked up within `refreshSeconds`. */
  current(): Promise<SearchEngine>;
  /** Applies the changes to the newest state and publishes the result (one writer at a time). */
  applyAndPublish(changes: readonly IndexChange[]): Promise<void>;
  /** Builds a new index from every change given and publishes it in place of the old one (the rebuild). */
  replaceAll(batches: AsyncIterable<readonly IndexChange[]>): Promise<{ documents: number }>;
}

/** How an in-memory engine becomes bytes and back (the snapshot index store's snapshots). */
export interface SnapshotCodec<E extends SearchEngine> {
  empty(): E;
  restore(bytes: Uint8Array): E;
  snapshot(engine: E): Uint8Array;
}

/** Turns "this changed" messages into index changes, reading the current state from the table. */
export interface ChangeReader {
  changesFor(messages: readonly SearchIndexMessage[]): Promise<IndexChange[]>;
  /** Every document of every index, in batches, with the total expected (the rebuild's progress bar). */
  everything(): { total: Promise<number>; batches: AsyncIterable<readonly IndexChange[]> };
}
