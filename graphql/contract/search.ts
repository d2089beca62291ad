/**
 * The search API as the browser speaks it (spec 3 §7 "Search provider", DESIGN.md §1 "Search"): the
 * multi-query shape of a hosted search service. Folio serves it itself (functions/search/); an
 * operator may point the client at Algolia instead (docs/deploy.md). Shared by the web client and the
 * search Lambda: names and limits live here only.
 */

/** The five kinds Folio indexes. The index names are these, after the configured prefix. */
export const searchIndexKinds = ['posts', 'users', 'collections', 'tags', 'lists'] as const;
export type SearchIndexKind = (typeof searchIndexKinds)[number];

/** The default index prefix (configuration: SEARCH_INDEX_PREFIX). */
export const defaultSearchIndexPrefix = 'folio_';

export const searchIndexName = (prefix: string, kind: SearchIndexKind) => `${prefix}${kind}`;

/** The multi-query endpoint, Algolia's path, on the site's own origin (CloudFront → search Lambda). */
export const searchQueriesPath = '/_/search/1/indexes/*/queries';

/** Request headers (Algolia's names, so the same client can talk to either). */
export const searchHeaders = {
  apiKey: 'x-algolia-api-key',
  applicationId: 'x-algolia-application-id',
  /** Signed in only: an opaque token of the viewer (analytics); never trusted for authorization. */
  userToken: 'x-algolia-usertoken',
} as const;

/** Spec 3 §9: default 3 hits per index per page; publication and user-profile searches 8 per page. */
export const defaultHitsPerPage = 3;
export const scopedHitsPerPage = 8;

export const searchLimits = {
  /** Requests in one POST. */
  requests: 10,
  /** Characters of a query. */
  query: 512,
  maxHitsPerPage: 50,
  /** Algolia's rule: page × hitsPerPage may not pass this. */
  maxReachableHits: 1000,
} as const;

/**
 * One query's parameters (spec 3 §7). `page` is 0-based. Filters use Algolia's syntax over the
 * attributes each index declares filterable (see `filterableAttributes`).
 */
export interface SearchParams {
  query: string;
  hitsPerPage?: number;
  page?: number;
  filters?: string;
  /** `attr:value`; an inner array is an OR; a leading `-` negates. */
  facetFilters?: string | readonly (string | readonly string[])[];
  /** `attr op number` with op one of < <= = != >= >. */
  numericFilters?: string | readonly (string | readonly string[])[];
  clickAnalytics?: boolean;
  analyticsTags?: readonly string[];
  attributesToRetrieve?: readonly string[];
}

export interface SearchRequest {
  indexName: string;
  /** An object, or Algolia's URL-encoded string form. */
  params: SearchParams | string;
}

export interface SearchRequestBody {
  requests: readonly SearchRequest[];
}

/** How a highlighted attribute matched; `value` carries <em>…</em> around the matched words (escaped HTML otherwise). */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Spec 3 §3 "Search hits": the attributes each kind returns (and everything else its document stores but the body). */
export interface PostHit {
  objectID: string;
  postId: string;
  title: string;
  subtitle: string;
  previewText: string;
  uniqueSlug: string;
  latestPublishedAt: number;
  creatorId: string;
  creatorName: string;
  creatorUsername: string;
  collectionId?: string;
  collectionName?: string;
  collectionSlug?: string;
  tags: string[];
  isLocked: boolean;
  previewImageId?: string;
  readingTime: number;
  clapCount: number;
}

export interface UserHit {
  objectID: string;
  userId: string;
  name: string;
  username: string;
  bio: string;
  imageId?: string;
  followerCount: number;
}

export interface CollectionHit {
  objectID: string;
  collectionId: string;
  name: string;
  slug: string;
  description: string;
  imageId?: string;
  followerCount: number;
}

export interface TagHit {
  objectID: string;
  tagSlug: string;
  displayText: string;
  postCount: number;
}

export interface ListHit {
  objectID: string;
  catalogId: string;
  name: string;
  description: string;
  creatorId: string;
  creatorName: string;
  creatorUsername: string;
  itemCount: number;
}

export interface SearchHitOf {
  posts: PostHit;
  users: UserHit;
  collections: CollectionHit;
  tags: TagHit;
  lists: ListHit;
}

export type SearchHit<K extends SearchIndexKind = SearchIndexKind> = SearchHitOf[K] & {
  _highlightResult?: Record<string, HighlightResult>;
  /** Posts only: a short passage of the text around the match (`previewText`, or the body of a public story). */
  _snippetResult?: Record<string, { value: string; matchLevel: HighlightResult['matchLevel'] }>;
};

export interface SearchResult<K extends SearchIndexKind = SearchIndexKind> {
  index: string;
  hits: SearchHit<K>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  /** Present when the request asked for clickAnalytics: identifies this answer in a SearchClickEvent. */
  queryID?: string;
  processingTimeMS: number;
}

export interface SearchResponseBody {
  results: SearchResult[];
}

/** An error answer (status ≥ 400): the client marks the query as error and shows nothing (spec 3 §8). */
export interface SearchErrorBody {
  message: string;
  status: number;
}

/**
 * The attributes a filter may name, per index (anything else is a 400). Booleans and strings are
 * facets (`attr:value`); numbers take numeric comparisons.
 */
export const filterableAttributes = {
  posts: {
    facets: [
      'postId',
      'creatorId',
      'collectionId',
      'tags',
      'catalogIds',
      'isLocked',
      'writtenByHighQualityUser',
    ],
    numbers: ['latestPublishedAt', 'clapCount'],
  },
  users: { facets: ['userId', 'username', 'highQualityUser'], numbers: ['followerCount'] },
  collections: { facets: ['collectionId', 'slug'], numbers: ['followerCount'] },
  tags: { facets: ['tagSlug'], numbers: ['postCount'] },
  lists: { facets: ['creatorId'], numbers: ['itemCount'] },
} as const satisfies Record<SearchIndexKind, { facets: readonly string[]; numbers: readonly string[] }>;
