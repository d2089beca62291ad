import type { IndexDefinition } from '../../index-definitions.ts';
import type { FilterExpression, SearchViewer } from '../../ports.ts';
import type { StoredDocument } from './hits.ts';

export type DocumentPredicate = (document: StoredDocument) => boolean;

const compare = {
  '<': (a: number, b: number) => a < b,
  '<=': (a: number, b: number) => a <= b,
  '=': (a: number, b: number) => a === b,
  '!=': (a: number, b: number) => a !== b,
  '>=': (a: number, b: number) => a >= b,
  '>': (a: number, b: number) => a > b,
} as const;

/** Whether an attribute holds a facet value: equal to it, or among its values for a list attribute. */
function holds(value: unknown, wanted: string | boolean): boolean {
  if (Array.isArray(value)) return value.includes(wanted);
  return value === wanted;
}

/** A parsed filter (already checked against the index's filterable attributes) as a test of a document. */
export function filterPredicate(filter: FilterExpression): DocumentPredicate {
  switch (filter.type) {
    case 'and': {
      const operands = filter.operands.map(filterPredicate);
      return (document) => operands.every((test) => test(document));
    }
    case 'or': {
      const operands = filter.operands.map(filterPredicate);
      return (document) => operands.some((test) => test(document));
    }
    case 'not': {
      const operand = filterPredicate(filter.operand);
      return (document) => !operand(document);
    }
    case 'facet':
      return (document) => holds(document[filter.attribute], filter.value);
    case 'numeric': {
      const test = compare[filter.operator];
      return (document) => {
        const value = document[filter.attribute];
        return typeof value === 'number' && test(value, filter.value);
      };
    }
    case 'range':
      return (document) => {
        const value = document[filter.attribute];
        return typeof value === 'number' && value >= filter.from && value <= filter.to;
      };
  }
}

/** Documents whose writer or publication the viewer muted, left out. */
export function mutedOut(
  muted: IndexDefinition['muted'],
  viewer: SearchViewer,
): DocumentPredicate | undefined {
  const fields = [
    ...(muted.user ? [[muted.user, viewer.mutedUserIds] as const] : []),
    ...(muted.collection ? [[muted.collection, viewer.mutedCollectionIds] as const] : []),
  ].filter(([, ids]) => ids.size > 0);
  if (fields.length === 0) return undefined;
  return (document) => !fields.some(([field, ids]) => ids.has(String(document[field])));
}

/** The filters and the mutes of one query, joined. */
export function allOf(parts: readonly (DocumentPredicate | undefined)[]): DocumentPredicate | undefined {
  const present = parts.filter((part): part is DocumentPredicate => part !== undefined);
  if (present.length <= 1) return present[0];
  return (document) => present.every((test) => test(document));
}
