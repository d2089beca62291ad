import type { SearchIndexStore } from '../ports.ts';

/**
 * MERGER: delete this file once `createSnapshotIndexStore` (functions/search/store/) lands, and build
 * that store where this is used (search-index.consumer.ts, infra/local/runtime.ts,
 * tools/search-rebuild.ts). Until then every use fails loudly, so messages stay on the queue.
 */
export const unwiredSearchIndexStore: SearchIndexStore = {
  current: () => Promise.reject(new Error('The search index store is not wired yet')),
  applyAndPublish: () => Promise.reject(new Error('The search index store is not wired yet')),
  replaceAll: () => Promise.reject(new Error('The search index store is not wired yet')),
};
