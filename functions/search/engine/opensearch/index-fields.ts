import type { API, Types } from '@opensearch-project/opensearch';
import { filterableAttributes, type SearchIndexKind } from '#contract/search.ts';

/**
 * What each kind's index searches and how much each field weighs: the same order as the embedded
 * engine (issue #17). The first fields get prefix indexing, so the predictive popover's last-word
 * prefix stays cheap on a large index.
 */
export const searchableFields = {
  posts: {
    title: 8,
    subtitle: 5,
    tagNames: 3,
    creatorName: 3,
    collectionName: 3,
    previewText: 2,
    bodyText: 1,
  },
  users: { name: 4, username: 4, bio: 1 },
  collections: { name: 4, description: 1 },
  tags: { displayText: 1 },
  lists: { name: 4, description: 2, creatorName: 2 },
} as const satisfies Record<SearchIndexKind, Record<string, number>>;

/** The fields a hit highlights (never the body: a locked story's text must not travel). */
export const highlightedFields = {
  posts: ['title', 'subtitle', 'creatorName', 'collectionName'],
  users: ['name', 'username', 'bio'],
  collections: ['name', 'description'],
  tags: ['displayText'],
  lists: ['name', 'description', 'creatorName'],
} as const satisfies { [K in SearchIndexKind]: readonly (keyof (typeof searchableFields)[K])[] };

/** The number added (as log1p) to the text score: what readers already liked. */
export const qualityField = {
  posts: 'clapCount',
  users: 'followerCount',
  collections: 'followerCount',
  tags: 'postCount',
  lists: 'itemCount',
} as const satisfies Record<SearchIndexKind, string>;

/** Muted writers and publications: the field of the hit that names each (absent: never muted out). */
export const mutedFields = {
  posts: { user: 'creatorId', collection: 'collectionId' },
  users: { user: 'userId' },
  collections: { collection: 'collectionId' },
  tags: {},
  lists: { user: 'creatorId' },
} as const satisfies Record<SearchIndexKind, { user?: string; collection?: string }>;

/** Never returned in a hit, whatever attributesToRetrieve asks. */
export const unretrievableFields = ['bodyText'] as const;

const booleanFacets = new Set(['isLocked', 'writtenByHighQualityUser', 'highQualityUser']);
const prefixedFieldCount = 2;
const lowercase = 'folio_lowercase';

/**
 * The explicit index definition of a kind: text for searched fields, keyword/boolean/long for filters.
 * A field that is both (a username) is one lowercased keyword: a single token, matched whole, within
 * AUTO edits or as a prefix.
 */
export function indexDefinition(kind: SearchIndexKind): API.Indices_Create_RequestBody {
  const facets: readonly string[] = filterableAttributes[kind].facets;
  const properties: Record<string, Types.Common_Mapping.Property> = {};
  const textFields = Object.keys(searchableFields[kind]).filter((field) => !facets.includes(field));
  textFields.forEach((field, position) => {
    properties[field] =
      position < prefixedFieldCount
        ? { type: 'text', index_prefixes: { min_chars: 1, max_chars: 10 } }
        : { type: 'text' };
  });
  for (const facet of facets) {
    const searched = facet in searchableFields[kind];
    properties[facet] = booleanFacets.has(facet)
      ? { type: 'boolean' }
      : { type: 'keyword', ...(searched ? { normalizer: lowercase } : {}) };
  }
  for (const number of filterableAttributes[kind].numbers) properties[number] = { type: 'long' };
  return {
    settings: { analysis: { normalizer: { [lowercase]: { type: 'custom', filter: ['lowercase'] } } } },
    // Everything else (slugs, image ids…) is only returned, never searched: kept in _source, not indexed.
    mappings: { dynamic: false, properties },
  };
}
