import { searchLimits, type HighlightResult, type SearchHit, type SearchResult } from '#contract/search.ts';
import type { ResolvedQuery } from '../../ports.ts';
import { unretrievableFields } from '../../index-definitions.ts';
import { snippetLength, wholeHighlightFields } from './search-body.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

/** One answer of an msearch, as OpenSearch 2.x sends it (the fields Folio reads). */
export interface OpenSearchAnswer {
  took: number;
  hits: {
    total: { value: number; relation: 'eq' | 'gte' };
    hits: { _id: string; _source?: Record<string, unknown>; highlight?: Record<string, string[]> }[];
  };
}

const emphasised = /<em>(.*?)<\/em>/g;
const wordsOf = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Algolia's shape from OpenSearch's fragments: matchedWords are the emphasised words; the match is
 * full when there are as many of them as words in the query (typo and prefix matches count).
 */
function highlightResult(
  value: string,
  fragments: string[] | undefined,
  queryWords: number,
): HighlightResult {
  if (!fragments?.length) return { value: escapeHtml(value), matchLevel: 'none', matchedWords: [] };
  const joined = fragments.join(' ');
  const matchedWords = [...new Set([...joined.matchAll(emphasised)].flatMap((match) => wordsOf(match[1]!)))];
  return {
    value: joined,
    matchLevel: matchedWords.length === 0 ? 'none' : matchedWords.length >= queryWords ? 'full' : 'partial',
    matchedWords,
  };
}

function hitOf(
  query: ResolvedQuery,
  answerHit: OpenSearchAnswer['hits']['hits'][number],
  queryWords: number,
) {
  const source = { ...answerHit._source };
  for (const field of unretrievableFields) delete source[field];
  const found = answerHit.highlight ?? {};
  const _highlightResult: Record<string, HighlightResult> = {};
  for (const field of wholeHighlightFields(query.kind)) {
    const value = source[field];
    if (typeof value === 'string') _highlightResult[field] = highlightResult(value, found[field], queryWords);
  }
  const hit = { ...source, objectID: answerHit._id, _highlightResult } as SearchHit;
  if (query.kind !== 'posts') return hit;
  // A member-only story's document has no body, so its passage always comes from the preview.
  const passage = found.bodyText ?? found.previewText;
  const previewText = typeof source.previewText === 'string' ? source.previewText : '';
  const snippet = passage
    ? highlightResult('', passage, queryWords)
    : highlightResult(previewText.slice(0, snippetLength), undefined, queryWords);
  return {
    ...hit,
    _snippetResult: { previewText: { value: snippet.value, matchLevel: snippet.matchLevel } },
  };
}

/** The contract's result of one query from OpenSearch's answer to it. */
export function searchResult(query: ResolvedQuery, answer: OpenSearchAnswer, queryID?: string): SearchResult {
  const nbHits = answer.hits.total.value;
  const reachable = Math.min(nbHits, searchLimits.maxReachableHits);
  const queryWords = wordsOf(query.query).length;
  return {
    index: query.indexName,
    hits: answer.hits.hits.map((hit) => hitOf(query, hit, queryWords)),
    nbHits,
    page: query.page,
    nbPages: query.hitsPerPage > 0 ? Math.ceil(reachable / query.hitsPerPage) : 0,
    hitsPerPage: query.hitsPerPage,
    query: query.query,
    ...(queryID ? { queryID } : {}),
    processingTimeMS: answer.took,
  };
}
