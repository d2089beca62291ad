import type { API, Types } from '@opensearch-project/opensearch';
import { filterableAttributes, type SearchIndexKind } from '#contract/search.ts';
import { indexDefinitions } from '../../index-definitions.ts';

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
  const searched: Readonly<Record<string, number>> = indexDefinitions[kind].boosts;
  const textFields = Object.keys(searched).filter((field) => !facets.includes(field));
  textFields.forEach((field, position) => {
    properties[field] =
      position < prefixedFieldCount
        ? { type: 'text', index_prefixes: { min_chars: 1, max_chars: 10 } }
        : { type: 'text' };
  });
  for (const facet of facets) {
    properties[facet] = booleanFacets.has(facet)
      ? { type: 'boolean' }
      : { type: 'keyword', ...(facet in searched ? { normalizer: lowercase } : {}) };
  }
  for (const number of filterableAttributes[kind].numbers) properties[number] = { type: 'long' };
  return {
    settings: { analysis: { normalizer: { [lowercase]: { type: 'custom', filter: ['lowercase'] } } } },
    // Everything else (slugs, image ids…) is only returned, never searched: kept in _source, not indexed.
    mappings: { dynamic: false, properties },
  };
}
