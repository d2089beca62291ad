import type { FolioData } from '#shared/data/data.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import { createChangeReader } from '#functions/search/documents/change-reader.ts';
import { rebuildIfUnreadable, rebuildSearchIndex } from '#functions/search/indexer/rebuild.ts';
import { embeddedIndexStore } from '#functions/search/store/embedded-index-store.ts';
import type { HostEntry } from './runtime.ts';
import { isSeeded, seedDemoContent } from './seed/index.ts';

/**
 * First start only: writes the demo world, indexes it for search and registers its custom domains with
 * the edge. Later starts keep the data, and rebuild the search index if this code cannot read it.
 */
export async function seedIfEmpty(
  parts: { data: FolioData; objects: ObjectStore; registerHost: (host: string, entry: HostEntry) => void },
  log: (line: string) => void,
) {
  if (await isSeeded(parts.data))
    return rebuildIfUnreadable(createChangeReader(parts.data), embeddedIndexStore(parts.objects), log);
  log('Seeding demo content (first start)…');
  const started = Date.now();
  const summary = await seedDemoContent(parts.data, parts.objects);
  for (const collection of summary.collections.filter((item) => item.domain)) {
    parts.registerHost(collection.domain as string, { kind: 'publication', target: collection.slug });
  }
  const { documents } = await rebuildSearchIndex(
    createChangeReader(parts.data),
    embeddedIndexStore(parts.objects),
    () => undefined,
  );
  log(
    `Seeded ${summary.posts.length} stories by ${summary.users.length} writers, ${documents} search documents, in ${Date.now() - started} ms.`,
  );
}
