import type { SearchIndexKind } from '#contract/search.ts';
import type { FilterExpression } from '../ports.ts';
import {
  facetExpression,
  numericExpression,
  rangeExpression,
  type NumericOperator,
} from './filter-attributes.ts';
import { SearchRequestError } from './search-request-error.ts';

/** Algolia's array filters: the outer array is an AND, an inner array an OR. */
export type FilterList = string | readonly (string | readonly string[])[];

function joinedList(
  list: FilterList,
  one: (filter: string) => FilterExpression,
): FilterExpression | undefined {
  const items = typeof list === 'string' ? [list] : list;
  const operands = items.map((item): FilterExpression => {
    if (typeof item === 'string') return one(item);
    const alternatives = item.map(one);
    return alternatives.length === 1 ? alternatives[0]! : { type: 'or', operands: alternatives };
  });
  if (operands.length === 0) return undefined;
  return operands.length === 1 ? operands[0] : { type: 'and', operands };
}

const unquoted = (value: string) => value.replace(/^"(.*)"$/, '$1');

/** `attr:value`, `-attr:value` (negated); `\-` keeps a leading dash in the value. */
export function parseFacetFilters(kind: SearchIndexKind, list: FilterList): FilterExpression | undefined {
  return joinedList(list, (filter) => {
    const negated = filter.startsWith('-');
    const body = negated ? filter.slice(1) : filter;
    const colon = body.indexOf(':');
    if (colon <= 0) throw new SearchRequestError(`facetFilters: "${filter}" is not attribute:value.`);
    const value = unquoted(body.slice(colon + 1).trim()).replace(/^\\-/, '-');
    const facet = facetExpression(kind, body.slice(0, colon).trim(), value);
    return negated ? { type: 'not', operand: facet } : facet;
  });
}

const comparison = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(\S+)\s*$/;
const range = /^\s*([\w.]+)\s*:\s*(\S+)\s+TO\s+(\S+)\s*$/;

/** `attr op number` or `attr:from TO to`. */
export function parseNumericFilters(kind: SearchIndexKind, list: FilterList): FilterExpression | undefined {
  return joinedList(list, (filter) => {
    const between = range.exec(filter);
    if (between) return rangeExpression(kind, between[1]!, between[2]!, between[3]!);
    const compared = comparison.exec(filter);
    if (!compared)
      throw new SearchRequestError(`numericFilters: "${filter}" is not "attribute operator number".`);
    return numericExpression(kind, compared[1]!, compared[2] as NumericOperator, compared[3]!);
  });
}
