import type { YourStoriesFilter } from '#graphql/generated/operations.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';

/** The page's title; here, not in texts.ts, so the page registry does not carry the page's texts. */
export const yourStoriesTitle = 'Your stories';

/** Spec 3 §2: the shelves of /me/stories/{filterBy}, in the order their tabs show. */
export const shelves = ['drafts', 'public', 'responses', 'unlisted', 'deleted'] as const;

export type Shelf = (typeof shelves)[number];

const known: ReadonlySet<string> = new Set(shelves);

export const isShelf = (value: string | null | undefined): value is Shelf =>
  value != null && known.has(value);

/**
 * The shelf a route shows: ShowYourStories (/me/stories) is the drafts; ShowYourStoriesFiltered names
 * one in lower case. Anything else is no shelf (null: the page answers 404).
 */
export const shelfOfParams = (params: RouteParams): Shelf | null =>
  params.filterBy === undefined ? 'drafts' : isShelf(params.filterBy) ? params.filterBy : null;

/** The API's name of a shelf (Query.yourStories' filterBy, MovedPost.filterBy), and back. */
export const filterOfShelf = (shelf: Shelf) => shelf.toUpperCase() as YourStoriesFilter;
export const shelfOfFilter = (filter: YourStoriesFilter) => filter.toLowerCase() as Shelf;
