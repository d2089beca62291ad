import { randomBytes } from 'node:crypto';
import MiniSearch, { type Options } from 'minisearch';
import type SearchableMap from 'minisearch/SearchableMap';
import { searchIndexKinds, searchLimits, type SearchIndexKind, type SearchResult } from '#contract/search.ts';
import type { ResolvedQuery, SearchEngine, SearchViewer } from '../../ports.ts';
import { allOf, filterPredicate, mutedOut, type DocumentPredicate } from './filter-predicate.ts';
import { hitOf, type StoredDocument } from './hits.ts';
import { indexDefinitions } from './index-definitions.ts';
import { signalBoost } from './ranking.ts';
import { typosAllowed, type QueryTerm } from './typos.ts';
import { normalized, wordsOf } from './words.ts';

/** Words of a query searched (decision 225): a long query stays cheap. */
export const maxQueryWords = 10;

/** The index options of a kind: the same when building and when loading a snapshot. */
export const indexOptions = (kind: SearchIndexKind): Options<StoredDocument> => ({
  idField: 'objectID',
  fields: Object.keys(indexDefinitions[kind].boosts),
  storeFields: [],
  tokenize: wordsOf,
  processTerm: normalized,
  extractField: (document, field) => {
    const value = document[field];
    return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
  },
  // Discarded documents are vacuumed by `apply`, awaited, never by a timer left running.
  autoVacuum: false,
});

export type WordIndex = MiniSearch<StoredDocument>;

/**
 * Whether the index has a word (or a word it starts): MiniSearch keeps its dictionary, a radix tree,
 * in a protected field, and answers this only to a subclass, which its snapshot loader does not build
 * (the version is pinned; the typo tests fail if this changes).
 */
function hasWord(index: WordIndex, word: string, prefix: boolean): boolean {
  const dictionary = (index as unknown as { _index: SearchableMap<unknown> })._index;
  return prefix ? dictionary.atPrefix(word).size > 0 : dictionary.has(word);
}

/** One index of one kind: MiniSearch's inverted index, and the documents themselves by objectID. */
export interface KindIndex {
  words: WordIndex;
  documents: Map<string, StoredDocument>;
}

export type KindIndexes = Record<SearchIndexKind, KindIndex>;

export function emptyIndexes(): KindIndexes {
  const indexes: Partial<KindIndexes> = {};
  for (const kind of searchIndexKinds)
    indexes[kind] = { words: new MiniSearch(indexOptions(kind)), documents: new Map() };
  return indexes as KindIndexes;
}

/**
 * The words of a query, each with how it is searched (decision 225): the last also as a prefix
 * (decision 253), and with its typos only when the index has no word it finds as typed (Algolia's
 * `typoTolerance: min`): a common word stays cheap, a misspelled one is found.
 */
function queryTerms(index: WordIndex, query: string): QueryTerm[] {
  const texts = [...new Set(wordsOf(query).map(normalized))].slice(0, maxQueryWords);
  return texts.map((text, at) => {
    const prefix = at === texts.length - 1;
    return { text, prefix, typos: hasWord(index, text, prefix) ? 0 : typosAllowed(text) };
  });
}

const signalOf = (document: StoredDocument, signal: string) => Number(document[signal] ?? 0);

/**
 * The documents every word finds (in any searched attribute), by text relevance times the quality
 * signal (decision 226), then the signal, then the objectID.
 */
function textMatches(
  kind: KindIndex,
  kindName: SearchIndexKind,
  terms: readonly QueryTerm[],
  wanted: number,
  test?: DocumentPredicate,
): Found {
  const { boosts, signal } = indexDefinitions[kindName];
  const documentOf = (id: unknown) => kind.documents.get(String(id))!;
  const results = kind.words.search(
    {
      combineWith: 'AND',
      queries: terms.map((term) => ({ queries: [term.text], prefix: term.prefix, fuzzy: term.typos })),
    },
    { boost: boosts, ...(test ? { filter: (result) => test(documentOf(result.id)) } : {}) },
  );
  const ranked = results.map((result) => {
    const document = documentOf(result.id);
    return { document, rank: result.score * signalBoost(signalOf(document, signal)) };
  });
  return { ordered: topInOrder(ranked, wanted, signal), nbHits: results.length };
}

/** The documents a query found, in order as far as a page can reach, and how many there are. */
interface Found {
  ordered: StoredDocument[];
  nbHits: number;
}

interface Ranked {
  document: StoredDocument;
  rank: number;
}

/**
 * The `wanted` best of many matches, in order: only those ranked at least as the `wanted`-th best
 * (found on a typed array of the ranks) are sorted with the tie breaks; the rest is never shown.
 */
function topInOrder(matches: readonly Ranked[], wanted: number, signal: string): StoredDocument[] {
  if (wanted <= 0) return [];
  const ranks = Float64Array.from(matches, (match) => match.rank).sort();
  const lowest = ranks.length > wanted ? ranks[ranks.length - wanted]! : -Infinity;
  return matches
    .filter((match) => match.rank >= lowest)
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        signalOf(b.document, signal) - signalOf(a.document, signal) ||
        a.document.objectID.localeCompare(b.document.objectID),
    )
    .slice(0, wanted)
    .map((match) => match.document);
}

/** No words: everything the filters let through, by the signal alone. */
function listed(kind: KindIndex, signal: string, test?: DocumentPredicate): Found {
  const all = [...kind.documents.values()].filter((document) => !test || test(document));
  all.sort((a, b) => signalOf(b, signal) - signalOf(a, signal) || a.objectID.localeCompare(b.objectID));
  return { ordered: all, nbHits: all.length };
}

function runQuery(indexes: KindIndexes, query: ResolvedQuery, viewer: SearchViewer): SearchResult {
  const started = performance.now();
  const kind = indexes[query.kind];
  const definition = indexDefinitions[query.kind];
  const test = allOf([query.filter && filterPredicate(query.filter), mutedOut(definition.muted(viewer))]);
  const terms = queryTerms(kind.words, query.query);
  const offset = query.page * query.hitsPerPage;
  const found =
    terms.length === 0
      ? listed(kind, definition.signal, test)
      : textMatches(kind, query.kind, terms, offset + query.hitsPerPage, test);
  const reachable = Math.min(found.nbHits, searchLimits.maxReachableHits);
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

/** Discarded documents leave their words behind until a vacuum: one when they are a tenth of the index. */
async function vacuumIfDirty(words: WordIndex) {
  if (words.dirtCount >= 20 && words.dirtFactor >= 0.1) await words.vacuum({ batchWait: 0 });
}

/** The embedded engine: one MiniSearch index per kind, in memory (snapshots in minisearch-snapshot.ts). */
export function createMiniSearchEngine(
  indexes: KindIndexes = emptyIndexes(),
): SearchEngine & { indexes: KindIndexes } {
  return {
    indexes,
    search: (queries, viewer) => Promise.resolve(queries.map((query) => runQuery(indexes, query, viewer))),
    async apply(changes) {
      for (const change of changes) {
        const { words, documents } = indexes[change.index];
        const id = change.op === 'put' ? change.document.objectID : change.objectID;
        if (words.has(id)) words.discard(id);
        documents.delete(id);
        if (change.op === 'put') {
          const document = change.document as unknown as StoredDocument;
          words.add(document);
          documents.set(id, document);
        }
      }
      for (const kind of searchIndexKinds) await vacuumIfDirty(indexes[kind].words);
    },
    count: (kind) => Promise.resolve(indexes[kind].documents.size),
  };
}
