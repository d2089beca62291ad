import type { ResultValue } from '#shared/api/results.ts';
import type { CollectionItem } from '#shared/data/reads/collections.ts';
import { managesNewsletter } from '#shared/data/newsletter-managers.ts';
import type { NewsletterItem } from '#shared/data/reads/newsletters.ts';
import { newsletterMessages } from './messages.ts';

export const forbidden = (message: string): ResultValue<'Forbidden'> => ({
  __typename: 'Forbidden',
  message,
});

/**
 * Who manages a newsletter (edits it, imports into it, sees its subscribers): a publication's editors
 * (`isCollectionEditor`), a writer's own writer (`#shared/data/newsletter-managers.ts`). Answers the refusal, or null for a manager.
 */
export function createManagerCheck(findCollectionById: (id: string) => Promise<CollectionItem | undefined>) {
  return async function refuseNonManager(viewerId: string, newsletter: NewsletterItem) {
    if (await managesNewsletter(newsletter, viewerId, findCollectionById)) return null;
    return forbidden(
      newsletter.type === 'AUTHOR' ? newsletterMessages.notOwner : newsletterMessages.notEditor,
    );
  };
}
