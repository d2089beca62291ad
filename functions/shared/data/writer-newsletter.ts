import { isConditionFailure } from './condition-failure.ts';
import type { FolioData } from './data.ts';
import { authorNewsletterId } from './newsletter-id.ts';
import { createNewsletterReads, type NewsletterItem } from './reads/newsletters.ts';
import { createUserReads } from './reads/users.ts';

/**
 * A writer's newsletter, made the first time it is asked for (decision 152): named after the writer,
 * its slug their username. Two first subscribers at once: one conditional Put wins and the other reads
 * what it made. Shared by the newsletters domain (fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe) and
 * auth (a visitor subscribing by e-mail to a writer nobody has subscribed to yet, decision 159).
 */
export function createWriterNewsletters(data: FolioData) {
  const { findNewsletterById } = createNewsletterReads(data);
  const { findUserById } = createUserReads(data);
  return {
    /** The writer's newsletter (consistent reads), made at `createdAt` if needed; undefined without the writer. */
    async findOrMakeWriterNewsletter(userId: string, createdAt: number): Promise<NewsletterItem | undefined> {
      const id = authorNewsletterId(userId);
      const existing = await findNewsletterById(id, true);
      if (existing) return existing;
      const writer = await findUserById(userId);
      if (!writer) return undefined;
      try {
        await data.entities.newsletter
          .create({
            id,
            type: 'AUTHOR',
            ownerId: writer.id,
            slug: writer.username,
            name: writer.name,
            createdAt,
          })
          .go({ response: 'none' });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
      return findNewsletterById(id, true);
    },
  };
}
