import { defaultSearchIndexPrefix } from './search.ts';

/**
 * What a search client needs to reach the search API (spec 3 §7 "Config holds app id, search key, index
 * prefix"): public values, the same for every viewer, so cached pages may carry them. The pages Lambda
 * hands them to the browser and the search Lambda checks requests against the same three.
 */
export interface SearchClientConfig {
  applicationId: string;
  apiKey: string;
  indexPrefix: string;
}

/** The environment variables of both Lambdas (infra/function-config.ts sets them). */
export const searchConfigVariables = {
  applicationId: 'SEARCH_APP_ID',
  apiKey: 'SEARCH_API_KEY',
  indexPrefix: 'SEARCH_INDEX_PREFIX',
} as const;

/** Local mode's values (npm start), used for any variable left unset. */
export const localSearchConfig: SearchClientConfig = {
  applicationId: 'folio-local',
  apiKey: 'folio-local-search-key',
  indexPrefix: defaultSearchIndexPrefix,
};

/** The configuration from an environment: each unset or blank variable takes its local value. */
export function searchConfigFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
): SearchClientConfig {
  const read = (name: keyof SearchClientConfig) =>
    env[searchConfigVariables[name]]?.trim() || localSearchConfig[name];
  return { applicationId: read('applicationId'), apiKey: read('apiKey'), indexPrefix: read('indexPrefix') };
}
