import type { EntityItem } from 'electrodb';
import { batchGetMap } from '#shared/data/batch-get.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import { addressesPerImportChunk } from '#shared/data/entities/newsletter-import.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';

export type NewsletterImportItem = EntityItem<FolioData['entities']['newsletterImport']>;
export type NewImport = Omit<
  NewsletterImportItem,
  'processed' | 'askedToConfirm' | 'chunksDone' | 'hasConsent' | 'state'
>;

/** Imports' reads and writes (docs/data-model.md "Newsletter imports"); one function per access pattern. */
export function createImportRepository(data: FolioData) {
  const { claim, newsletterSubscription, newsletterImport, newsletterImportChunk } = data.entities;

  return {
    /** The accounts of these addresses, by address: one BatchGetItem of their e-mail claims. */
    async accountsByEmail(addresses: readonly string[]): Promise<Map<string, string>> {
      const claims = await batchGetMap(
        addresses,
        'value',
        (values) => claim.get(values.map((value) => ({ kind: 'email' as const, value }))).go(),
        'claim',
      );
      return new Map([...claims].map(([address, item]) => [address, item.ownerId]));
    },

    /** Which of these subscribers a newsletter has: one BatchGetItem of their subscriptions. */
    async subscribedAmong(newsletterId: string, subscriberIds: readonly string[]): Promise<Set<string>> {
      const found = await batchGetMap(
        subscriberIds,
        'subscriberId',
        (keys) =>
          newsletterSubscription.get(keys.map((subscriberId) => ({ subscriberId, newsletterId }))).go(),
        'newsletterSubscription',
      );
      return new Set(found.keys());
    },

    /** The import's report and its addresses in chunks: PutItem, then BatchWriteItem of the chunks. */
    async createImport(item: NewImport, addresses: readonly string[]) {
      const chunks = Array.from({ length: item.chunkCount }, (_, index) => ({
        importId: item.id,
        index,
        addresses: addresses.slice(index * addressesPerImportChunk, (index + 1) * addressesPerImportChunk),
        expiresAt: item.expiresAt,
      }));
      if (chunks.length > 0) await newsletterImportChunk.put(chunks).go();
      await newsletterImport.create({ ...item, state: 'VALIDATED' }).go({ response: 'none' });
    },

    async findImport(id: string, consistent = false): Promise<NewsletterImportItem | undefined> {
      return (await newsletterImport.get({ id }).go({ consistent })).data ?? undefined;
    },

    /** Starts a validated import once: UpdateItem conditioned on VALIDATED; false if it already started. */
    async startImport(id: string, hasConsent: boolean): Promise<boolean> {
      try {
        await newsletterImport
          .patch({ id })
          .set({ state: 'IMPORTING', hasConsent })
          .where((attr, op) => op.eq(attr.state, 'VALIDATED'))
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async findChunk(importId: string, index: number) {
      return (await newsletterImportChunk.get({ importId, index }).go()).data ?? undefined;
    },

    /**
     * A chunk's addresses counted once: UpdateItem ADD processed, those asked to confirm and the chunk's
     * index, conditioned on the index not counted yet; DONE once every chunk is. False for a chunk
     * already counted.
     */
    async recordChunk(id: string, index: number, processed: number, askedToConfirm = 0): Promise<boolean> {
      try {
        const { data: item } = await newsletterImport
          .patch({ id })
          .add({ processed, askedToConfirm, chunksDone: [index] })
          .where((attr, op) => `NOT ${op.contains(attr.chunksDone, index)}`)
          .go({ response: 'all_new' });
        if ((item.chunksDone?.length ?? 0) >= (item.chunkCount ?? 0)) {
          await newsletterImport.patch({ id }).set({ state: 'DONE' }).go({ response: 'none' });
        }
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    subscribe: createNewsletterSubscriptionWrites(data).subscribe,
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
