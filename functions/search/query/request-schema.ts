import * as z from 'zod';
import { defaultHitsPerPage, searchLimits } from '#contract/search.ts';

/** Algolia's filter lists: a string, or strings and arrays of strings. */
const filterList = z.union([
  z.string().max(4096),
  z.array(z.union([z.string(), z.array(z.string())])).max(100),
]);

/**
 * One query's parameters (graphql/contract/search.ts `SearchParams`). Parameters of Algolia's this
 * API does not use (highlight tags, facets, …) are let through and ignored, as clients send them.
 */
export const searchParamsSchema = z
  .object({
    query: z.string().max(searchLimits.query).default(''),
    hitsPerPage: z.number().int().min(0).max(searchLimits.maxHitsPerPage).default(defaultHitsPerPage),
    page: z.number().int().min(0).default(0),
    filters: z.string().max(4096).optional(),
    facetFilters: filterList.optional(),
    numericFilters: filterList.optional(),
    clickAnalytics: z.boolean().default(false),
    analyticsTags: z.array(z.string().max(100)).max(20).optional(),
    attributesToRetrieve: z.array(z.string().max(100)).max(50).optional(),
  })
  .refine((params) => params.page * params.hitsPerPage <= searchLimits.maxReachableHits, {
    message: `page × hitsPerPage may not pass ${searchLimits.maxReachableHits}`,
    path: ['page'],
  });
export type ValidSearchParams = z.output<typeof searchParamsSchema>;

/** A JSON list in a URL-encoded value (`facetFilters=["a:b"]`), or a comma-separated one. */
function listValue(text: string): unknown {
  if (text.trimStart().startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

const numberValue = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text);

/** Algolia's string form of the params (`query=a&hitsPerPage=3&…`) as the object form. */
export function paramsFromUrlEncoded(encoded: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    if (name === 'hitsPerPage' || name === 'page') params[name] = numberValue(value);
    else if (name === 'clickAnalytics')
      params[name] = value === 'true' ? true : value === 'false' ? false : value;
    else if (name === 'facetFilters' || name === 'numericFilters') params[name] = listValue(value);
    else if (name === 'attributesToRetrieve' || name === 'analyticsTags') {
      const list = listValue(value);
      params[name] = typeof list === 'string' ? list.split(',').map((item) => item.trim()) : list;
    } else params[name] = value;
  }
  return params;
}

export const searchRequestBodySchema = z.object({
  requests: z
    .array(
      z.object({
        indexName: z.string().min(1).max(128),
        params: z.union([z.string().max(16_384), z.record(z.string(), z.unknown())]).default({}),
      }),
    )
    .min(1)
    .max(searchLimits.requests),
});
