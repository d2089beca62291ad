import { managesNewsletter } from '#shared/data/newsletter-managers.ts';
import type { CollectionItem } from '#shared/data/reads/collections.ts';
import type { NewsletterItem } from '#shared/data/reads/newsletters.ts';

/** Where a newsletter's new e-mail is drafted: in its publication (COLLECTION) or the writer's own. */
export interface NewsletterEmailPlace {
  collectionId?: string;
}

/**
 * A newsletter's new e-mail (/newsletters/{id}/new-email, decision 180): for its managers only, a draft
 * in the newsletter's publication when it has one. null for anyone else and for an unknown newsletter
 * alike, so a stranger cannot tell which newsletters exist.
 */
export function createNewsletterEmailPlace(reads: {
  findNewsletterById: (id: string) => Promise<NewsletterItem | undefined>;
  findCollectionById: (id: string) => Promise<CollectionItem | undefined>;
}) {
  return async (viewerId: string, newsletterV3Id: string): Promise<NewsletterEmailPlace | null> => {
    const newsletter = await reads.findNewsletterById(newsletterV3Id);
    if (!newsletter || !(await managesNewsletter(newsletter, viewerId, reads.findCollectionById)))
      return null;
    return newsletter.type === 'COLLECTION' ? { collectionId: newsletter.ownerId } : {};
  };
}

export type NewsletterEmailPlaceOf = ReturnType<typeof createNewsletterEmailPlace>;
