import { s3ObjectStore, uploadsS3Client } from '#shared/ports/object-store.ts';
import { traced } from '#shared/observability/observability.ts';
import type { SearchIndexStore } from '../ports.ts';
import { chooseIndexStore } from '../engine/choose-engine.ts';
import { embeddedIndexStore } from './embedded-index-store.ts';

/**
 * The index store of the AWS entries (the search Lambda, the indexer, the rebuild): the engine the
 * deployment chose (SEARCH_ENGINE, infra/search-engine.ts), the embedded one's snapshot under search/
 * of the uploads bucket (`bucket` is asked for only when that engine is chosen).
 */
export const deployedIndexStore = (
  environment: Record<string, string | undefined>,
  bucket: () => string,
): SearchIndexStore =>
  chooseIndexStore(environment, {
    embedded: () => embeddedIndexStore(s3ObjectStore(traced(uploadsS3Client()), bucket())),
  });
