import { isCollectionEditor, type CollectionItem } from './reads/collections.ts';
import type { NewsletterItem } from './reads/newsletters.ts';

/**
 * Whether a viewer manages a newsletter (edits it, sees its subscribers, writes its e-mails): a writer's
 * own writer, a publication's editors (`isCollectionEditor`). The one place of the rule: the newsletters
 * domain (`managers.ts`) and posts (a newsletter's new e-mail, /newsletters/{id}/new-email) ask it here.
 */
export async function managesNewsletter(
  newsletter: Pick<NewsletterItem, 'type' | 'ownerId'>,
  viewerId: string,
  findCollectionById: (id: string) => Promise<CollectionItem | undefined>,
): Promise<boolean> {
  if (newsletter.type === 'AUTHOR') return newsletter.ownerId === viewerId;
  return isCollectionEditor(await findCollectionById(newsletter.ownerId), viewerId);
}
