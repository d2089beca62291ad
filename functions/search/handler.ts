import type { FolioData } from '#shared/data/data.ts';
import { appSyncExecutor, type GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { jsonAnswer } from '#shared/http/function-url-message.ts';
import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import { uploadsBucketVariable } from '#shared/ports/object-store.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { serviceUnavailableMessage } from '#shared/observability/unexpected-errors.ts';
import { createSearchHandler } from './http/create-search-handler.ts';
import { createSearchRepository } from './http/repository.ts';
import { searchConfigFromEnvironment, type SearchClientConfig } from '#contract/search-config.ts';
import { viewerIdentityThroughApi } from './http/viewers.ts';
import type { SearchIndexStore } from './ports.ts';
import { deployedIndexStore } from './store/deployed-index-store.ts';

export interface SearchParts {
  data: FolioData;
  store: SearchIndexStore;
  /** The API, asked who a credential is (its authorizer checks the session). */
  executeGraphql: GraphqlExecutor;
  settings: SearchClientConfig;
  now?: () => number;
}

/** The search Lambda over any table, store and API: the AWS entry below, the local gateway and the tests build it here. */
export function composeSearchHandler({ data, store, executeGraphql, settings, now }: SearchParts) {
  return createSearchHandler({
    store,
    settings,
    repository: createSearchRepository(data),
    identify: viewerIdentityThroughApi(executeGraphql),
    ...(now ? { now } : {}),
  });
}

/** AWS entry: the index the deployment chose (search/ of the uploads bucket by default); the table for mutes and lists; AppSync at GRAPHQL_URL. */
export const handler = observeFunctionUrl(
  'search',
  lazyFunctionUrlHandler(
    () =>
      Promise.resolve(
        composeSearchHandler({
          data: dataFromEnv(),
          store: deployedIndexStore(process.env, () => requireEnv(uploadsBucketVariable)),
          executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')),
          settings: searchConfigFromEnvironment(process.env),
        }),
      ),
    {
      logger: createLogger('search'),
      unavailable: (requestId) =>
        jsonAnswer(500, { message: serviceUnavailableMessage(requestId), status: 500 }),
    },
  ),
);
