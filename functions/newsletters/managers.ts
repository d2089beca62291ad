import type { ResultValue } from '#shared/api/results.ts';
import type { CollectionItem } from '#shared/data/reads/collections.ts';
import { isCollectionEditor } from '#shared/data/reads/collections.ts';
import type { NewsletterItem } from '#shared/data/reads/newsletters.ts';
import { newsletterMessages } from './messages.ts';

export const forbidden = (message: string): ResultValue<'Forbidden'> => ({
  __typename: 'Forbidden',
  message,
});

/**
 * Who manages a newsletter (edits it, imports into it, sees its subscribers): a publication's editors
 * (`isCollectionEditor`), a writer's own writer. Answers the refusal, or null for a manager.
 */
export function createManagerCheck(findCollectionById: (id: string) => Promise<CollectionItem | undefined>) {
  return async function refuseNonManager(viewerId: string, newsletter: NewsletterItem) {
    if (newsletter.type === 'AUTHOR') {
      return newsletter.ownerId === viewerId ? null : forbidden(newsletterMessages.notOwner);
    }
    const collection = await findCollectionById(newsletter.ownerId);
    return isCollectionEditor(collection, viewerId) ? null : forbidden(newsletterMessages.notEditor);
  };
}
