import { randomBytes } from 'node:crypto';
import { searchIndexKinds, searchLimits, type SearchIndexKind, type SearchResult } from '#contract/search.ts';
import type { ResolvedQuery, SearchEngine, SearchViewer } from '../../ports.ts';
import { allOf, filterPredicate, mutedOut } from './filter-predicate.ts';
import { hitOf, type StoredDocument } from './hits.ts';
import { indexDefinitions } from '../../index-definitions.ts';
import {
  emptyKindIndex,
  kindIndexOf,
  liveDocuments,
  needsVacuum,
  putDocument,
  removeDocument,
  type KindIndex,
} from './kind-index.ts';
import { queryWords } from './query-words.ts';
import { listed, textMatches } from './retrieval.ts';

export type KindIndexes = Record<SearchIndexKind, KindIndex>;

export const emptyIndexes = (): KindIndexes =>
  Object.fromEntries(searchIndexKinds.map((kind) => [kind, emptyKindIndex(kind)])) as KindIndexes;

function runQuery(indexes: KindIndexes, query: ResolvedQuery, viewer: SearchViewer): SearchResult {
  const started = performance.now();
  const index = indexes[query.kind];
  const test = allOf([
    query.filter && filterPredicate(query.filter),
    mutedOut(indexDefinitions[query.kind].muted, viewer),
  ]);
  const words = queryWords(index, query.query);
  const offset = query.page * query.hitsPerPage;
  const wanted = Math.min(offset + query.hitsPerPage, searchLimits.maxReachableHits);
  const found = words.length === 0 ? listed(index, wanted, test) : textMatches(index, words, wanted, test);
  const reachable = Math.min(found.nbHits, searchLimits.maxReachableHits);
  const terms = words.map((word) => word.term);
  return {
    index: query.indexName,
    hits: found.ordered
      .slice(offset, offset + query.hitsPerPage)
      .map((document) => hitOf(query, document, terms)),
    nbHits: found.nbHits,
    page: query.page,
    nbPages: query.hitsPerPage > 0 ? Math.ceil(reachable / query.hitsPerPage) : 0,
    hitsPerPage: query.hitsPerPage,
    query: query.query,
    ...(query.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/**
 * The embedded engine (decision 270): per kind, documents in slots and each word's postings with its
 * weight folded in, searched by reading the query's postings once into a score per document and keeping
 * a page's reach of the best. Snapshots in embedded-snapshot.ts.
 */
export function createEmbeddedEngine(
  indexes: KindIndexes = emptyIndexes(),
): SearchEngine & { indexes: KindIndexes } {
  return {
    indexes,
    search: (queries, viewer) => Promise.resolve(queries.map((query) => runQuery(indexes, query, viewer))),
    apply(changes) {
      for (const change of changes) {
        const index = indexes[change.index];
        if (change.op === 'put') putDocument(index, change.document as unknown as StoredDocument);
        else removeDocument(index, change.objectID);
      }
      for (const kind of searchIndexKinds)
        if (needsVacuum(indexes[kind])) indexes[kind] = kindIndexOf(kind, liveDocuments(indexes[kind]));
      return Promise.resolve();
    },
    count: (kind) => Promise.resolve(indexes[kind].live),
  };
}
