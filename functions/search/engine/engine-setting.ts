import * as z from 'zod';

/** Where the indexes live (docs/deploy.md "Search"): in the Lambdas' memory, or on an OpenSearch domain. */
export const searchEngineKinds = ['embedded', 'opensearch'] as const;
export type SearchEngineKind = (typeof searchEngineKinds)[number];

/** What the CDK app tells the search Lambda and the indexer (infra/search-engine.ts). */
export const searchEngineVariables = {
  engine: 'SEARCH_ENGINE',
  openSearchEndpoint: 'SEARCH_OPENSEARCH_ENDPOINT',
  indexPrefix: 'SEARCH_INDEX_PREFIX',
} as const;

/** An Amazon OpenSearch Service domain's endpoint: https://{search|vpc}-{domain}-{id}.{region}.es.amazonaws.com */
const serviceEndpoint =
  /^(?:search|vpc)-([a-z][a-z0-9-]{2,27})-[a-z0-9]+\.([a-z]{2}(?:-[a-z]+)+-\d)\.es\.amazonaws\.com$/;

/** The domain's name and region, read from its endpoint (undefined for a custom endpoint). */
export function openSearchDomainOf(endpoint: string): { name: string; region: string } | undefined {
  const match = serviceEndpoint.exec(new URL(endpoint).hostname);
  return match ? { name: match[1]!, region: match[2]! } : undefined;
}

export const openSearchEndpointSchema = z
  .url({ protocol: /^https$/, error: 'must be the https:// endpoint of an OpenSearch domain' })
  .transform((endpoint) => endpoint.replace(/\/+$/, ''));
