import SearchableMap from 'minisearch/SearchableMap';
import type { SearchIndexKind } from '#contract/search.ts';
import type { StoredDocument } from './hits.ts';
import { indexDefinitions } from '../../index-definitions.ts';
import { addPosting, emptyPostings, trimPostings, type Postings } from './postings.ts';
import { fieldWeight, signalBoost } from './ranking.ts';
import { termsOf } from './words.ts';

/**
 * One kind's index (decision 270): documents in numbered slots, and for every word the slots holding it
 * with the word's weight there. A removed or replaced document empties its slot and leaves its postings
 * behind, skipped when searched, until the kind is vacuumed (rebuilt from its live documents).
 */
export interface KindIndex {
  kind: SearchIndexKind;
  documents: (StoredDocument | undefined)[];
  slotOf: Map<string, number>;
  /** Each slot's quality-signal multiplier (ranking.ts), computed once when indexed. */
  signalBoosts: number[];
  /** Each word's number in `postings`. */
  wordIds: Map<string, number>;
  /** The same words in a radix tree: what completions and typos are looked up in. */
  dictionary: SearchableMap<number>;
  postings: Postings[];
  /** Per searched attribute, its length summed over the documents indexed: the average BM25 divides by. */
  fieldLengthTotals: number[];
  /** Documents indexed since the last vacuum, and live ones. */
  indexed: number;
  live: number;
}

export const emptyKindIndex = (kind: SearchIndexKind): KindIndex => ({
  kind,
  documents: [],
  slotOf: new Map(),
  signalBoosts: [],
  wordIds: new Map(),
  dictionary: new SearchableMap(),
  postings: [],
  fieldLengthTotals: Object.keys(indexDefinitions[kind].boosts).map(() => 0),
  indexed: 0,
  live: 0,
});

const textOf = (value: unknown) =>
  Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';

const signalBoostOf = (index: KindIndex, document: StoredDocument) =>
  signalBoost(Number(document[indexDefinitions[index.kind].signal] ?? 0));

function postingsOf(index: KindIndex, word: string): Postings {
  let id = index.wordIds.get(word);
  if (id === undefined) {
    id = index.postings.push(emptyPostings()) - 1;
    index.wordIds.set(word, id);
    index.dictionary.set(word, id);
  }
  return index.postings[id]!;
}

/** Each word of a document with its weight: per field, BM25's weight times the field's boost, summed. */
function wordWeights(index: KindIndex, document: StoredDocument): Map<string, number> {
  const weights = new Map<string, number>();
  Object.entries(indexDefinitions[index.kind].boosts).forEach(([field, boost], at) => {
    const terms = termsOf(textOf(document[field]));
    if (terms.length === 0) return;
    index.fieldLengthTotals[at]! += terms.length;
    const average = index.fieldLengthTotals[at]! / index.indexed;
    const occurrences = new Map<string, number>();
    for (const term of terms) occurrences.set(term, (occurrences.get(term) ?? 0) + 1);
    for (const [term, count] of occurrences)
      weights.set(term, (weights.get(term) ?? 0) + boost * fieldWeight(count, terms.length, average));
  });
  return weights;
}

export function removeDocument(index: KindIndex, objectID: string) {
  const slot = index.slotOf.get(objectID);
  if (slot === undefined) return;
  index.slotOf.delete(objectID);
  index.documents[slot] = undefined;
  index.live -= 1;
}

/** Whether two documents have the same searched text: only their other attributes (a signal) differ. */
const sameText = (index: KindIndex, a: StoredDocument, b: StoredDocument) =>
  Object.keys(indexDefinitions[index.kind].boosts).every((field) => textOf(a[field]) === textOf(b[field]));

/**
 * Indexes a document in a new slot, in place of the one of the same objectID if any. A document whose
 * searched text did not change (most puts: claps, followers, a list's size) keeps its slot and its
 * postings; only the document and its signal are replaced.
 */
export function putDocument(index: KindIndex, document: StoredDocument) {
  const kept = index.slotOf.get(document.objectID);
  const previous = kept === undefined ? undefined : index.documents[kept];
  if (kept !== undefined && previous && sameText(index, previous, document)) {
    index.documents[kept] = document;
    index.signalBoosts[kept] = signalBoostOf(index, document);
    return;
  }
  removeDocument(index, document.objectID);
  const slot = index.documents.push(document) - 1;
  index.slotOf.set(document.objectID, slot);
  index.signalBoosts.push(signalBoostOf(index, document));
  index.indexed += 1;
  index.live += 1;
  for (const [word, weight] of wordWeights(index, document))
    addPosting(postingsOf(index, word), slot, weight);
}

/** A kind built at once from its documents, its postings without room to grow. */
export function kindIndexOf(kind: SearchIndexKind, documents: Iterable<StoredDocument>): KindIndex {
  const index = emptyKindIndex(kind);
  for (const document of documents) putDocument(index, document);
  for (const postings of index.postings) trimPostings(postings);
  return index;
}

/** Emptied slots worth a rebuild: a tenth of the slots, and at least 20. */
export function needsVacuum(index: KindIndex) {
  const emptied = index.documents.length - index.live;
  return emptied >= 20 && emptied >= index.documents.length / 10;
}

export const liveDocuments = (index: KindIndex): StoredDocument[] =>
  index.documents.filter((document): document is StoredDocument => document !== undefined);
