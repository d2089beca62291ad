import type { FilterExpression } from '../../ports.ts';
import type { IndexDefinition } from './index-definitions.ts';

/** An Orama `where` clause (typed loosely: the schemas are chosen per index at run time). */
export type OramaWhere = Record<string, unknown>;

const comparisons = { '<': 'lt', '<=': 'lte', '=': 'eq', '>=': 'gte', '>': 'gt' } as const;

/** A parsed filter as Orama's `where`: facets on enum and boolean properties, numbers compared. */
export function filterToWhere(filter: FilterExpression, definition: IndexDefinition): OramaWhere {
  switch (filter.type) {
    case 'and':
    case 'or':
      return { [filter.type]: filter.operands.map((operand) => filterToWhere(operand, definition)) };
    case 'not':
      return { not: filterToWhere(filter.operand, definition) };
    case 'facet': {
      const field = definition.facetFields[filter.attribute] ?? filter.attribute;
      if (typeof filter.value === 'boolean') return { [field]: filter.value };
      const array = definition.schema[field] === 'enum[]';
      return { [field]: array ? { containsAny: [filter.value] } : { eq: filter.value } };
    }
    case 'numeric':
      if (filter.operator === '!=') return { not: { [filter.attribute]: { eq: filter.value } } };
      return { [filter.attribute]: { [comparisons[filter.operator]]: filter.value } };
    case 'range':
      return { [filter.attribute]: { between: [filter.from, filter.to] } };
  }
}

/** Documents whose muted properties hold one of the viewer's muted ids, left out. */
export function mutedOut(muted: Record<string, readonly string[]>): OramaWhere | undefined {
  const matches = Object.entries(muted)
    .filter(([, ids]) => ids.length > 0)
    .map(([field, ids]) => ({ [field]: { in: ids } }));
  if (matches.length === 0) return undefined;
  return { not: { or: matches } };
}

/** The filters and the mutes of one query, joined. */
export function whereOf(parts: readonly (OramaWhere | undefined)[]): OramaWhere | undefined {
  const present = parts.filter((part): part is OramaWhere => part !== undefined);
  if (present.length <= 1) return present[0];
  return { and: present };
}
