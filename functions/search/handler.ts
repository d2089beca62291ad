import { createAuthRepository } from '#functions/auth/core/auth-repository.ts';
import { createSessions } from '#functions/auth/core/sessions.ts';
import type { FolioData } from '#shared/data/data.ts';
import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { secretsManagerSecret, type SecretSource } from '#shared/lambda/secret.ts';
import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import {
  s3ObjectStore,
  uploadsBucketVariable,
  uploadsS3Client,
  type ObjectStore,
} from '#shared/ports/object-store.ts';
import { createLogger, traced } from '#shared/observability/observability.ts';
import { serviceUnavailableMessage } from '#shared/observability/unexpected-errors.ts';
import { jsonAnswer } from '#shared/http/function-url-message.ts';
import { oramaSnapshotCodec } from './engine/orama/orama-snapshot.ts';
import { createSearchHandler } from './http/create-search-handler.ts';
import { createSearchRepository } from './http/repository.ts';
import { searchSettingsFromEnv, type SearchSettings } from './http/settings.ts';
import type { SearchIndexStore } from './ports.ts';
import { snapshotIndexStore } from './store/snapshot-index-store.ts';

/** Decision 228: a change is searchable within refreshSeconds of its publish; 20 deltas per snapshot. */
export const searchStoreTiming = { refreshSeconds: 10, compactEvery: 20 };

/** The embedded engine's index in the object store (S3 in AWS, files locally). */
export const embeddedIndexStore = (objects: ObjectStore, now?: () => number): SearchIndexStore =>
  snapshotIndexStore({ objects, codec: oramaSnapshotCodec, ...searchStoreTiming, ...(now ? { now } : {}) });

export interface SearchParts {
  data: FolioData;
  store: SearchIndexStore;
  sessionSecret: SecretSource;
  settings: SearchSettings;
  now?: () => number;
}

/**
 * The search Lambda over any table and store: the AWS entry below, the local gateway and the tests
 * build it here. The viewer's session is checked as the authorizer checks it (the auth domain's
 * sessions: signature, then one GetItem), since this Lambda is not behind AppSync.
 */
export function composeSearchHandler({ data, store, sessionSecret, settings, now }: SearchParts) {
  const sessions = createSessions({
    repository: createAuthRepository(data),
    secret: sessionSecret,
    now: now ?? Date.now,
  });
  return createSearchHandler({
    store,
    settings,
    repository: createSearchRepository(data),
    resolveSession: async (token) => (await sessions.resolve(token))?.userId,
    ...(now ? { now } : {}),
  });
}

/** AWS entry: the index in the uploads bucket under search/, the table for sessions, mutes and lists. */
export const handler = observeFunctionUrl(
  'search',
  lazyFunctionUrlHandler(
    () =>
      Promise.resolve(
        composeSearchHandler({
          data: dataFromEnv(),
          store: embeddedIndexStore(
            s3ObjectStore(traced(uploadsS3Client()), requireEnv(uploadsBucketVariable)),
          ),
          sessionSecret: secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
          settings: searchSettingsFromEnv(),
        }),
      ),
    {
      logger: createLogger('search'),
      unavailable: (requestId) =>
        jsonAnswer(500, { message: serviceUnavailableMessage(requestId), status: 500 }),
    },
  ),
);
