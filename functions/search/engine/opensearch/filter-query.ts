import type { FilterExpression } from '../../ports.ts';

/** OpenSearch query DSL: plain JSON, typed loosely on purpose (the client's own types are per API). */
export type QueryClause = Record<string, unknown>;

const rangeOperators = { '<': 'lt', '<=': 'lte', '>': 'gt', '>=': 'gte' } as const;

/** A parsed Algolia filter (ports.ts) as OpenSearch filter context: no scoring, cacheable. */
export function filterQuery(filter: FilterExpression): QueryClause {
  switch (filter.type) {
    case 'and':
      return { bool: { filter: filter.operands.map(filterQuery) } };
    case 'or':
      return { bool: { should: filter.operands.map(filterQuery), minimum_should_match: 1 } };
    case 'not':
      return { bool: { must_not: [filterQuery(filter.operand)] } };
    case 'facet':
      return { term: { [filter.attribute]: filter.value } };
    case 'range':
      return { range: { [filter.attribute]: { gte: filter.from, lte: filter.to } } };
    case 'numeric': {
      const equal = { term: { [filter.attribute]: filter.value } };
      if (filter.operator === '=') return equal;
      if (filter.operator === '!=') return { bool: { must_not: [equal] } };
      return { range: { [filter.attribute]: { [rangeOperators[filter.operator]]: filter.value } } };
    }
  }
}
