import * as z from 'zod';
import { searchIndexKinds, searchIndexName, type SearchIndexKind } from '#contract/search.ts';
import type { FilterExpression, ResolvedQuery } from '../ports.ts';
import { parseFacetFilters, parseNumericFilters } from './facet-filters.ts';
import { parseFilters } from './filter-grammar.ts';
import { paramsFromUrlEncoded, searchParamsSchema, searchRequestBodySchema } from './request-schema.ts';
import { SearchRequestError } from './search-request-error.ts';

const problemsOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');

function kindOf(prefix: string, indexName: string): SearchIndexKind {
  const kind = searchIndexKinds.find((candidate) => searchIndexName(prefix, candidate) === indexName);
  if (!kind)
    throw new SearchRequestError(
      `There is no index "${indexName}" (indexes: ${searchIndexKinds.map((k) => searchIndexName(prefix, k)).join(', ')}).`,
    );
  return kind;
}

const joinedWithAnd = (parts: (FilterExpression | undefined)[]): FilterExpression | undefined => {
  const operands = parts.filter((part): part is FilterExpression => part !== undefined);
  if (operands.length <= 1) return operands[0];
  return { type: 'and', operands };
};

/**
 * A multi-query request body (JSON text) as the queries the engine runs: validated, index names
 * resolved with the prefix, the three kinds of filters parsed and joined with AND. Throws a
 * SearchRequestError (400) saying what is wrong.
 */
export function resolveQueries(bodyText: string | undefined, indexPrefix: string): ResolvedQuery[] {
  let json: unknown;
  try {
    json = JSON.parse(bodyText ?? '');
  } catch {
    throw new SearchRequestError('The body must be JSON: {"requests": [{"indexName": …, "params": …}]}.');
  }
  const body = searchRequestBodySchema.safeParse(json);
  if (!body.success) throw new SearchRequestError(problemsOf(body.error));
  return body.data.requests.map(({ indexName, params: raw }, position) => {
    const kind = kindOf(indexPrefix, indexName);
    const parsed = searchParamsSchema.safeParse(typeof raw === 'string' ? paramsFromUrlEncoded(raw) : raw);
    if (!parsed.success)
      throw new SearchRequestError(`requests.${position}.params: ${problemsOf(parsed.error)}`);
    const params = parsed.data;
    const filter = joinedWithAnd([
      params.filters === undefined ? undefined : parseFilters(kind, params.filters),
      params.facetFilters === undefined ? undefined : parseFacetFilters(kind, params.facetFilters),
      params.numericFilters === undefined ? undefined : parseNumericFilters(kind, params.numericFilters),
    ]);
    return {
      kind,
      indexName,
      query: params.query,
      hitsPerPage: params.hitsPerPage,
      page: params.page,
      ...(filter ? { filter } : {}),
      clickAnalytics: params.clickAnalytics,
      ...(params.attributesToRetrieve ? { attributesToRetrieve: params.attributesToRetrieve } : {}),
    };
  });
}
