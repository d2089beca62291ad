import { filterableAttributes, type SearchIndexKind } from '#contract/search.ts';
import type { FilterExpression } from '../ports.ts';
import { SearchRequestError } from './search-request-error.ts';

/** The facets whose values are booleans (`isLocked:true`); every other facet compares strings. */
const booleanFacets: ReadonlySet<string> = new Set([
  'isLocked',
  'writtenByHighQualityUser',
  'highQualityUser',
]);

type NumericOperator = Extract<FilterExpression, { type: 'numeric' }>['operator'];

const isFacet = (kind: SearchIndexKind, attribute: string) =>
  (filterableAttributes[kind].facets as readonly string[]).includes(attribute);
const isNumber = (kind: SearchIndexKind, attribute: string) =>
  (filterableAttributes[kind].numbers as readonly string[]).includes(attribute);

function unknownAttribute(kind: SearchIndexKind, attribute: string): never {
  const known = [...filterableAttributes[kind].facets, ...filterableAttributes[kind].numbers].join(', ');
  throw new SearchRequestError(`"${attribute}" is not filterable in ${kind} (filterable: ${known}).`);
}

function numberOf(attribute: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value))
    throw new SearchRequestError(`"${attribute}" compares numbers; "${text}" is not one.`);
  return value;
}

/**
 * `attribute:value` checked against the index: a facet (a boolean one takes true or false), or a
 * number attribute, where `:` means equals.
 */
export function facetExpression(kind: SearchIndexKind, attribute: string, value: string): FilterExpression {
  if (isNumber(kind, attribute))
    return { type: 'numeric', attribute, operator: '=', value: numberOf(attribute, value) };
  if (!isFacet(kind, attribute)) unknownAttribute(kind, attribute);
  if (!booleanFacets.has(attribute)) return { type: 'facet', attribute, value };
  if (value !== 'true' && value !== 'false')
    throw new SearchRequestError(`"${attribute}" is true or false; "${value}" is neither.`);
  return { type: 'facet', attribute, value: value === 'true' };
}

/** `attribute op number`: only the index's number attributes compare. */
export function numericExpression(
  kind: SearchIndexKind,
  attribute: string,
  operator: NumericOperator,
  value: string,
): FilterExpression {
  if (!isNumber(kind, attribute)) {
    if (isFacet(kind, attribute))
      throw new SearchRequestError(`"${attribute}" is a facet: filter it as ${attribute}:value.`);
    unknownAttribute(kind, attribute);
  }
  return { type: 'numeric', attribute, operator, value: numberOf(attribute, value) };
}

/** `attribute:from TO to`, both ends included. */
export function rangeExpression(
  kind: SearchIndexKind,
  attribute: string,
  from: string,
  to: string,
): FilterExpression {
  if (!isNumber(kind, attribute)) unknownAttribute(kind, attribute);
  return { type: 'range', attribute, from: numberOf(attribute, from), to: numberOf(attribute, to) };
}

export const numericOperators: readonly NumericOperator[] = ['<=', '>=', '!=', '<', '>', '='];
export type { NumericOperator };
