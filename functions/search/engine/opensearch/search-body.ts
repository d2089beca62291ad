import type { SearchIndexKind } from '#contract/search.ts';
import type { ResolvedQuery, SearchViewer } from '../../ports.ts';
import { filterQuery, type QueryClause } from './filter-query.ts';
import { indexDefinitions, unretrievableFields } from '../../index-definitions.ts';

/** Characters of the passage a post hit shows around the match. */
export const snippetLength = 160;

const weightedFields = (kind: SearchIndexKind) =>
  Object.entries(indexDefinitions[kind].boosts).map(([field, weight]) => `${field}^${weight}`);

/** A post's passages: highlighted as a fragment around the match, shown as its snippet. */
const snippetFields = ['bodyText', 'previewText'];

/** The fields highlighted whole (a post's passages are snippets instead). */
export const wholeHighlightFields = (kind: SearchIndexKind) =>
  indexDefinitions[kind].highlighted.filter((field) => kind !== 'posts' || !snippetFields.includes(field));

/**
 * Every word must match (as a hosted search's default): each one within AUTO edits (a typo in a word of
 * 3–5 letters, two from 6), or the last one as a prefix while the reader is still typing.
 */
function textQuery(kind: SearchIndexKind, query: string): QueryClause {
  if (!query) return { match_all: {} };
  const fields = weightedFields(kind);
  return {
    bool: {
      should: [
        { multi_match: { query, fields, type: 'best_fields', operator: 'and', fuzziness: 'AUTO' } },
        { multi_match: { query, fields, type: 'bool_prefix', operator: 'and' } },
      ],
      minimum_should_match: 1,
    },
  };
}

/** The writers and publications this viewer muted, as the hit's fields that name them. */
function mutedOut(kind: SearchIndexKind, viewer: SearchViewer): QueryClause[] {
  const fields: { user?: string; collection?: string } = indexDefinitions[kind].muted;
  const clauses: QueryClause[] = [];
  if (fields.user && viewer.mutedUserIds.size > 0)
    clauses.push({ terms: { [fields.user]: [...viewer.mutedUserIds] } });
  if (fields.collection && viewer.mutedCollectionIds.size > 0)
    clauses.push({ terms: { [fields.collection]: [...viewer.mutedCollectionIds] } });
  return clauses;
}

/** `attributesToRetrieve` as source filtering; the body never leaves the index. */
function sourceFilter(attributes: readonly string[] | undefined) {
  const excludes = unretrievableFields;
  if (!attributes || attributes.includes('*')) return { excludes };
  return { includes: ['objectID', ...attributes.filter((name) => !excludes.includes(name))], excludes };
}

/** Highlights for the shown fields; posts also get a passage (public body, else preview) as snippet. */
function highlight(kind: SearchIndexKind) {
  const fields: Record<string, object> = {};
  for (const field of wholeHighlightFields(kind)) fields[field] = { number_of_fragments: 0 };
  if (kind === 'posts')
    for (const field of snippetFields)
      fields[field] = { fragment_size: snippetLength, number_of_fragments: 1 };
  return { encoder: 'html', pre_tags: ['<em>'], post_tags: ['</em>'], fields };
}

/** One query of an msearch: text match first, then log1p of the kind's quality signal added. */
export function searchBody(query: ResolvedQuery, viewer: SearchViewer): QueryClause {
  const mutes = mutedOut(query.kind, viewer);
  return {
    from: query.page * query.hitsPerPage,
    size: query.hitsPerPage,
    track_total_hits: true,
    _source: sourceFilter(query.attributesToRetrieve),
    query: {
      function_score: {
        query: {
          bool: {
            must: [textQuery(query.kind, query.query.trim())],
            ...(query.filter ? { filter: [filterQuery(query.filter)] } : {}),
            ...(mutes.length > 0 ? { must_not: mutes } : {}),
          },
        },
        field_value_factor: { field: indexDefinitions[query.kind].signal, modifier: 'log1p', missing: 0 },
        boost_mode: 'sum',
      },
    },
    highlight: highlight(query.kind),
  };
}
