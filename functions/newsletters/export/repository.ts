import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';

export type NewsletterExportItem = EntityItem<FolioData['entities']['newsletterExport']>;

/** Exports' reads and writes (docs/data-model.md "Newsletter exports"); one function per access pattern. */
export function createExportRepository(data: FolioData) {
  const { newsletterExport } = data.entities;
  return {
    /** The export's record, WRITING, before its job is queued: PutItem `attribute_not_exists`. */
    async createExport(item: Omit<NewsletterExportItem, 'state' | 'addressCount'>) {
      await newsletterExport.create({ ...item, state: 'WRITING' }).go({ response: 'none' });
    },

    /** GetItem (consistent: the e-mail's link may be opened the moment it arrives). */
    async findExport(id: string): Promise<NewsletterExportItem | undefined> {
      return (await newsletterExport.get({ id }).go({ consistent: true })).data ?? undefined;
    },

    /** Its file is written: UpdateItem SET READY, the count and the new expiry (a redelivered job sets them again). */
    async markReady(id: string, addressCount: number, expiresAt: number) {
      await newsletterExport
        .patch({ id })
        .set({ state: 'READY', addressCount, expiresAt })
        .go({ response: 'none' });
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
