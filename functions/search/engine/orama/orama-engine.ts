import { randomBytes } from 'node:crypto';
import { count, create, getByID, insert, remove, search, type AnyOrama } from '@orama/orama';
import { searchIndexKinds, searchLimits, type SearchIndexKind, type SearchResult } from '#contract/search.ts';
import type { IndexChange, ResolvedQuery, SearchEngine, SearchViewer } from '../../ports.ts';
import { filterToWhere, mutedOut, whereOf, type OramaWhere } from './filter-to-where.ts';
import { hitOf, type StoredDocument } from './hits.ts';
import { indexDefinitions } from './index-definitions.ts';
import { rankingScore } from './ranking.ts';
import { typosAllowed, type QueryTerm } from './typos.ts';

/** Words of a query searched (decision 225): each costs a search of its own, so a long query stays cheap. */
export const maxQueryWords = 10;

export type OramaDatabases = Record<SearchIndexKind, AnyOrama>;

/** One empty Orama database per index kind. */
export function emptyDatabases(): OramaDatabases {
  const dbs: Partial<OramaDatabases> = {};
  for (const kind of searchIndexKinds) dbs[kind] = create({ schema: indexDefinitions[kind].schema });
  return dbs as OramaDatabases;
}

interface Match {
  score: number;
  document: StoredDocument;
}

/** Orama's search, its parameters typed loosely: the schema of each database is chosen at run time. */
const oramaSearch = (db: AnyOrama, params: Record<string, unknown>) =>
  search(db, params as Parameters<typeof search>[1]) as {
    count: number;
    hits: { id: string; score: number; document: StoredDocument }[];
  };

/**
 * The documents one word finds, as typed or as a prefix; with its typos only when that finds none
 * (Algolia's `typoTolerance: min`, decision 225): a common word stays cheap, a misspelled one is found.
 */
function wordMatches(db: AnyOrama, kind: SearchIndexKind, term: string, where?: OramaWhere) {
  const { boosts } = indexDefinitions[kind];
  const params = {
    term,
    properties: Object.keys(boosts),
    boost: boosts,
    threshold: 1,
    limit: count(db),
    ...(where ? { where } : {}),
  };
  const asTyped = oramaSearch(db, params);
  const typos = typosAllowed(term);
  if (asTyped.count > 0 || typos === 0) return { found: asTyped, term: { text: term, typos: 0 } };
  return { found: oramaSearch(db, { ...params, tolerance: typos }), term: { text: term, typos } };
}

/**
 * Every document that every word finds (in any searched property), its relevance summed over the
 * words. Orama's own "all terms" mode wants them in one property, so each word is searched apart.
 */
function textMatches(db: AnyOrama, kind: SearchIndexKind, terms: readonly string[], where?: OramaWhere) {
  let matches: Map<string, Match> | undefined;
  const searched: QueryTerm[] = [];
  for (const text of terms) {
    const { found, term } = wordMatches(db, kind, text, where);
    searched.push(term);
    const next = new Map<string, Match>();
    for (const hit of found.hits) {
      const before = matches ? matches.get(hit.id) : { score: 0 };
      if (before) next.set(hit.id, { score: before.score + hit.score, document: hit.document });
    }
    matches = next;
    if (matches.size === 0) break;
  }
  return { matches: [...(matches ?? new Map<string, Match>()).values()], terms: searched };
}

const signalOf = (document: StoredDocument, signal: string) => Number(document[signal] ?? 0);

/** Text relevance with the quality signal (decision 226), then the signal alone, then the id. */
function ranked(matches: readonly Match[], signal: string): StoredDocument[] {
  return matches
    .map((match) => ({ ...match, rank: rankingScore(match.score, signalOf(match.document, signal)) }))
    .sort(
      (a, b) =>
        b.rank - a.rank ||
        signalOf(b.document, signal) - signalOf(a.document, signal) ||
        String(a.document.objectID).localeCompare(String(b.document.objectID)),
    )
    .map((match) => match.document);
}

function runQuery(dbs: OramaDatabases, query: ResolvedQuery, viewer: SearchViewer): SearchResult {
  const started = performance.now();
  const db = dbs[query.kind];
  const definition = indexDefinitions[query.kind];
  const where = whereOf([
    query.filter && filterToWhere(query.filter, definition),
    mutedOut(definition.muted(viewer)),
  ]);
  const terms = [...new Set(db.tokenizer.tokenize(query.query) as string[])]
    .filter(Boolean)
    .slice(0, maxQueryWords);
  const offset = query.page * query.hitsPerPage;
  let nbHits: number;
  let documents: StoredDocument[];
  let searched: QueryTerm[] = [];
  if (terms.length === 0) {
    // No words: everything the filters let through, by the signal alone.
    const listed = oramaSearch(db, {
      term: '',
      sortBy: { property: definition.signal, order: 'DESC' },
      limit: query.hitsPerPage,
      offset,
      ...(where ? { where } : {}),
    });
    nbHits = listed.count;
    documents = listed.hits.map((hit) => hit.document);
  } else {
    const found = textMatches(db, query.kind, terms, where);
    searched = found.terms;
    const all = ranked(found.matches, definition.signal);
    nbHits = all.length;
    documents = all.slice(offset, offset + query.hitsPerPage);
  }
  const reachable = Math.min(nbHits, searchLimits.maxReachableHits);
  return {
    index: query.indexName,
    hits: documents.map((document) => hitOf(query, document, searched)),
    nbHits,
    page: query.page,
    nbPages: query.hitsPerPage > 0 ? Math.ceil(reachable / query.hitsPerPage) : 0,
    hitsPerPage: query.hitsPerPage,
    query: query.query,
    ...(query.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** The stored form of a document: Orama's id is the objectID; searched facets get their enum twin. */
function stored(kind: SearchIndexKind, document: Extract<IndexChange, { op: 'put' }>['document']) {
  const twins = Object.entries(indexDefinitions[kind].facetFields).map(([attribute, field]) => [
    field,
    (document as unknown as StoredDocument)[attribute],
  ]);
  return { ...document, ...Object.fromEntries(twins), id: document.objectID };
}

/** The embedded engine over one Orama database per index kind (in memory; snapshots in orama-snapshot.ts). */
export function createOramaEngine(
  dbs: OramaDatabases = emptyDatabases(),
): SearchEngine & { dbs: OramaDatabases } {
  return {
    dbs,
    search: (queries, viewer) => Promise.resolve(queries.map((query) => runQuery(dbs, query, viewer))),
    apply(changes) {
      for (const change of changes) {
        const db = dbs[change.index];
        const id = change.op === 'put' ? change.document.objectID : change.objectID;
        if (getByID(db, id)) remove(db, id);
        if (change.op === 'put') insert(db, stored(change.index, change.document) as never);
      }
      return Promise.resolve();
    },
    count: (kind) => Promise.resolve(count(dbs[kind])),
  };
}
