import { requireEnv } from '../shared/clients.ts';
import { appSyncExecutor } from '../shared/graphql-executor.ts';
import { createHttpHandler } from './create-http-handler.ts';

/** AWS entry: the API is AppSync, reached at GRAPHQL_URL. */
export const handler = createHttpHandler({ executeGraphql: appSyncExecutor(requireEnv('GRAPHQL_URL')) });
