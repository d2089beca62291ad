import type { EntityItem } from 'electrodb';
import type { FolioData } from '../data.ts';

/** A newsletter as stored (functions/shared/data/entities/newsletter.ts). */
export type NewsletterItem = EntityItem<FolioData['entities']['newsletter']>;

/**
 * The read of a newsletter that two domains need: the newsletters domain, and auth, which checks the
 * newsletter a signed-out visitor asks to subscribe to by e-mail (decision 159).
 */
export function createNewsletterReads(data: FolioData) {
  const { newsletter } = data.entities;
  return {
    /** A newsletter by id: GetItem (consistent right after a subscription changed its count). */
    async findNewsletterById(id: string, consistent = false): Promise<NewsletterItem | undefined> {
      return (await newsletter.get({ id }).go({ consistent })).data ?? undefined;
    },
  };
}
