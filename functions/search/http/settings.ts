import { defaultSearchIndexPrefix } from '#contract/search.ts';

/**
 * The three settings the browser's search client and the search Lambda share (infra/settings.ts sets
 * them in AWS). Without them — `npm start`, tests — the local values below, which the web client's
 * local build uses too.
 */
export interface SearchSettings {
  apiKey: string;
  applicationId: string;
  indexPrefix: string;
}

export const localSearchSettings: SearchSettings = {
  apiKey: 'folio-local-search-key',
  applicationId: 'folio-local',
  indexPrefix: defaultSearchIndexPrefix,
};

export const searchSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): SearchSettings => ({
  apiKey: env.SEARCH_API_KEY || localSearchSettings.apiKey,
  applicationId: env.SEARCH_APP_ID || localSearchSettings.applicationId,
  indexPrefix: env.SEARCH_INDEX_PREFIX || localSearchSettings.indexPrefix,
});
