import { requireEnv } from '#shared/clients';
import { appSyncExecutor } from '#shared/graphql-executor';
import { pageAssetsVariable, type PageAssets } from './assets.ts';
import { createPagesHandler } from './create-pages-handler.ts';

const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** The AWS entry: the pages handler with AppSync and the assets of the deployed web build. */
export const handler = createPagesHandler({
  executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')),
  assets: JSON.parse(requireEnv(pageAssetsVariable)) as PageAssets,
  config: {
    appVersion: process.env.APP_VERSION ?? 'unknown',
    internalIpRanges: list(process.env.INTERNAL_IP_RANGES),
    cacheExperimentGroups: list(process.env.CACHE_EXPERIMENT_GROUPS),
  },
});
