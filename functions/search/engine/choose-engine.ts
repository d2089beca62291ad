import * as z from 'zod';
import { defaultSearchIndexPrefix } from '#contract/search.ts';
import type { SearchIndexStore } from '../ports.ts';
import {
  openSearchDomainOf,
  openSearchEndpointSchema,
  searchEngineKinds,
  searchEngineVariables as variables,
} from './engine-setting.ts';
import { openSearchClient } from './opensearch/opensearch-client.ts';
import { createOpenSearchEngine } from './opensearch/opensearch-engine.ts';
import { createOpenSearchIndexStore } from './opensearch/opensearch-index-store.ts';

const environmentSchema = z.object({
  [variables.engine]: z.enum(searchEngineKinds).default('embedded'),
  [variables.openSearchEndpoint]: openSearchEndpointSchema.optional(),
  [variables.indexPrefix]: z
    .string()
    .regex(/^[a-z0-9_-]*$/, 'lowercase letters, digits, _ and - only')
    .default(defaultSearchIndexPrefix),
  AWS_REGION: z.string().optional(),
});

/** The embedded engine's store is built by its own module (the search Lambda and the indexer pass it). */
export interface IndexStoreFactories {
  embedded: (indexPrefix: string) => SearchIndexStore;
}

/**
 * The index store this deployment configured (SEARCH_ENGINE, infra/search-engine.ts): the embedded
 * engine by default, an OpenSearch domain when the operator chose one. Bad configuration fails the cold
 * start, never a query.
 */
export function chooseIndexStore(
  environment: Record<string, string | undefined>,
  factories: IndexStoreFactories,
): SearchIndexStore {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) throw new Error(`Search configuration: ${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  const indexPrefix = settings[variables.indexPrefix];
  if (settings[variables.engine] === 'embedded') return factories.embedded(indexPrefix);
  const endpoint = settings[variables.openSearchEndpoint];
  if (!endpoint)
    throw new Error(`Search configuration: SEARCH_ENGINE=opensearch needs ${variables.openSearchEndpoint}`);
  const region = openSearchDomainOf(endpoint)?.region ?? settings.AWS_REGION;
  if (!region)
    throw new Error('Search configuration: the OpenSearch domain’s region is unknown (AWS_REGION)');
  const client = openSearchClient(endpoint, region);
  return createOpenSearchIndexStore(createOpenSearchEngine({ client, indexPrefix }));
}
