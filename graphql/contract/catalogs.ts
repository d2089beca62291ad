import { slugify } from './tags.ts';

/**
 * Lists (catalogs, issue #13): what a list may hold and how it is named, shared by the list pages and
 * the picker in the browser (which can say so before asking) and the server, which refuses anything
 * beyond (functions/posts/catalogs).
 */
export const catalogLimits = {
  /**
   * Items in one list: the order lives in one item (one read, one conditional write, about 250 bytes an
   * item with a note), and the list page reads its stories' summaries in at most three BatchGetItems.
   */
  itemsMax: 250,
  /** The reader's own lists (the three predefined ones aside): one Query of gsi1 reads them all. */
  listsMax: 100,
  nameMaxLength: 60,
  descriptionMaxLength: 280,
  noteMaxLength: 300,
  /** Operations in one editCatalogItems. */
  operationsMax: 25,
} as const;

export const catalogMessages = {
  nameEmpty: 'A list needs a name.',
  nameTooLong: `A list name has at most ${catalogLimits.nameMaxLength} characters.`,
  descriptionTooLong: `A list description has at most ${catalogLimits.descriptionMaxLength} characters.`,
  noteTooLong: `A note has at most ${catalogLimits.noteMaxLength} characters.`,
  tooManyOperations: `One change has at most ${catalogLimits.operationsMax} operations.`,
  oneOperation: 'Each operation is exactly one of prepend, append, move, remove or setNote.',
  full: `A list holds at most ${catalogLimits.itemsMax} items.`,
  tooManyLists: `You can have at most ${catalogLimits.listsMax} lists. Delete one to make another.`,
  alreadyInList: 'That is already in this list.',
  notInList: 'That item is not in this list.',
  listInItself: 'A list cannot hold itself.',
  predefinedFixed: 'Reading list, Resume reading and Purchased keep their name, visibility and place.',
  changed: 'The list changed meanwhile: here it is as it is now.',
  notTheOwner: 'Only the owner of a list can change it.',
  signIn: 'Sign in to save stories and make lists.',
  ownList: 'Your own lists are in Your lists already.',
} as const;

/** Spec 3 §3: the three lists every reader has, created the first time something is saved to one. */
export const predefinedCatalogTypes = ['READING_LIST', 'CURRENTLY_READING', 'PURCHASED'] as const;
export type PredefinedCatalogType = (typeof predefinedCatalogTypes)[number];

export const predefinedCatalogNames: Readonly<Record<PredefinedCatalogType, string>> = {
  READING_LIST: 'Reading list',
  CURRENTLY_READING: 'Resume reading',
  PURCHASED: 'Purchased',
};

/** Spec 1 §2.3: the predefined lists' slugs, which stand for their id in /me/list/{catalogSlugId}. */
export const predefinedCatalogSlugs: Readonly<Record<PredefinedCatalogType, string>> = {
  READING_LIST: 'reading-list',
  CURRENTLY_READING: 'currently-reading',
  PURCHASED: 'purchased',
};

/** Spec 3 §3: `predefined:{userId}:{KIND}`. */
export const predefinedCatalogId = (userId: string, type: PredefinedCatalogType) =>
  `predefined:${userId}:${type}`;

export const catalogVisibilities = ['PUBLIC', 'PRIVATE', 'LOCKED'] as const;
export type CatalogVisibility = (typeof catalogVisibilities)[number];

/** Spec 3 §9: locked and private count as 1, public as 0. Anything counted 1 is seen by its owner alone. */
export const catalogVisibilityCode = (visibility: CatalogVisibility): 0 | 1 =>
  visibility === 'PUBLIC' ? 0 : 1;
export const isPrivateCatalog = (visibility: CatalogVisibility) => catalogVisibilityCode(visibility) === 1;

/** Spec 3 §3: a list's slug is its normalised name plus its id (`my-reads-1a2b3c4d5e6f7a8b`). */
export const catalogSlugIdOf = (catalog: {
  id: string;
  name: string;
  predefined?: PredefinedCatalogType | null;
}) => {
  if (catalog.predefined) return predefinedCatalogSlugs[catalog.predefined];
  const slug = slugify(catalog.name);
  return slug ? `${slug}-${catalog.id}` : catalog.id;
};

const userListId = /^[0-9a-f]{16}$/;

/**
 * The list a `{catalogSlugId}` (or a bare id) names: a user list by the id ending it, a predefined list by
 * its id, or, for `owner` (the viewer on /me/list, the profile's user on /@{username}/list), by its slug.
 * Undefined when it names none.
 */
export function catalogIdFromSlugId(slugId: string, owner?: string): string | undefined {
  if (slugId.startsWith('predefined:')) {
    const [, userId, type] = slugId.split(':');
    return userId && predefinedCatalogTypes.includes(type as PredefinedCatalogType) ? slugId : undefined;
  }
  const predefined = predefinedCatalogTypes.find((type) => predefinedCatalogSlugs[type] === slugId);
  if (predefined) return owner ? predefinedCatalogId(owner, predefined) : undefined;
  const id = slugId.slice(slugId.lastIndexOf('-') + 1);
  return userListId.test(id) ? id : undefined;
}
