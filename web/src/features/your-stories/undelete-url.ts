import { isValidId } from '#web/lib/format/valid-id.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { isShelf, type Shelf } from './shelves.ts';

/** Spec 2 "Other": the query parameters of the page a writer lands on after undeleting a story. */
const parameters = ['undeletedPost', 'undeletedPostId', 'undeletedPostTitle', 'tab'] as const;

/** A story just taken out of the trash: what the UNDELETE_POST toast says and its Undo needs. */
export interface Undeleted {
  postId: string;
  title: string;
  /** The shelf the story went back to. */
  tab: Shelf;
}

/**
 * Spec 2 "Other", spec 3 §2: after undeleting, the writer goes to the your-stories page with filter
 * deleted and undeletedPost=true, undeletedPostId, undeletedPostTitle and tab.
 */
export function undeletedHref({ postId, title, tab }: Undeleted): string {
  const query = new URLSearchParams({
    undeletedPost: 'true',
    undeletedPostId: postId,
    undeletedPostTitle: title,
    tab,
  });
  return `${buildRoute('ShowYourStoriesFiltered', { filterBy: 'deleted' })}?${query}`;
}

/** The story an address says was undeleted, or null when it says none (or nothing usable). */
export function readUndeleted(search: string): Undeleted | null {
  const query = new URLSearchParams(search);
  const postId = query.get('undeletedPostId');
  const tab = query.get('tab');
  if (query.get('undeletedPost') !== 'true' || !isValidId(postId) || !isShelf(tab) || tab === 'deleted')
    return null;
  return { postId, title: query.get('undeletedPostTitle') ?? '', tab };
}

/** The address without the undelete parameters (any other parameter and the hash kept). */
export function withoutUndeleted(url: URL): string {
  const query = new URLSearchParams(url.search);
  for (const name of parameters) query.delete(name);
  const search = query.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
