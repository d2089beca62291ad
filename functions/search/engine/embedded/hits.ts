import type { SearchHit } from '#contract/search.ts';
import type { ResolvedQuery } from '../../ports.ts';
import { highlight, snippet } from './highlight.ts';
import type { QueryTerm } from './typos.ts';
import { indexDefinitions, unretrievableFields } from '../../index-definitions.ts';

/** A document as the engine keeps it: the indexed document itself. */
export type StoredDocument = Record<string, unknown> & { objectID: string };

function retrieved(document: StoredDocument, query: ResolvedQuery): Record<string, unknown> {
  const wanted = query.attributesToRetrieve;
  const all = !wanted || wanted.includes('*');
  return Object.fromEntries(
    Object.entries(document).filter(
      ([name]) =>
        !unretrievableFields.includes(name) && (all || name === 'objectID' || wanted.includes(name)),
    ),
  );
}

/**
 * The hit of a document: its retrieved attributes, a highlight of each searched text attribute among
 * them, and for a story a snippet of its preview and of its body — the body of a public story only
 * (a member-only story's document carries none, and a locked one is never snippeted regardless).
 */
export function hitOf(
  query: ResolvedQuery,
  document: StoredDocument,
  terms: readonly QueryTerm[],
): SearchHit {
  const hit = retrieved(document, query);
  const highlighted = indexDefinitions[query.kind].highlighted.filter(
    (attribute) => typeof hit[attribute] === 'string',
  );
  const result: Record<string, unknown> = {
    ...hit,
    _highlightResult: Object.fromEntries(
      highlighted.map((attribute) => [attribute, highlight(hit[attribute] as string, terms)]),
    ),
  };
  if (query.kind === 'posts') {
    const body = document.isLocked === true ? '' : String(document.bodyText ?? '');
    result._snippetResult = {
      bodyText: snippet(body, terms),
      previewText: snippet(String(document.previewText ?? ''), terms),
    };
  }
  return result as unknown as SearchHit;
}
