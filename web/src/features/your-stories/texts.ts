import { texts } from '#web/lib/texts.ts';
import { yourStoriesTitle, type Shelf } from './shelves.ts';

/**
 * The Your stories page's texts. Spec 3 §2 names the page, its shelves and its toasts
 * (MOVE_POST_TO_TRASH, UNDELETE_POST) without their wording; spec 3 §9 keeps the trash 14 days. All
 * ours, in Medium's manner ("Drafts 3").
 */
export const yourStoriesTexts = {
  title: yourStoriesTitle,
  writeStory: 'Write a story',
  shelvesLabel: 'Your stories by shelf',
  shelfLabels: {
    drafts: 'Drafts',
    public: 'Published',
    responses: 'Responses',
    unlisted: 'Unlisted',
    deleted: 'Deleted',
  } satisfies Record<Shelf, string>,
  empty: {
    drafts: 'You have no drafts.',
    public: 'You haven’t published any public stories yet.',
    responses: 'You haven’t written any responses yet.',
    unlisted: 'You have no unlisted stories.',
    deleted: 'Your trash is empty.',
  } satisfies Record<Shelf, string>,
  untitled: 'Untitled story',
  lastEdited: (date: string) => `Last edited ${date}`,
  published: (date: string) => `Published ${date}`,
  purgedOn: (date: string) => `Deleted for good on ${date}`,
  pinned: 'Pinned',
  inCollection: (name: string) => `In ${name}`,
  pendingReview: (name: string) => `Pending review in ${name}`,
  more: 'More actions',
  edit: 'Edit story',
  pin: 'Pin to profile',
  unpin: 'Unpin from profile',
  delete: 'Delete story',
  restore: 'Restore',
  confirmDelete: 'Delete this story? It stays in your trash for 14 days, then it is gone for good.',
  confirm: 'Delete',
  cancel: 'Cancel',
  trashHeading: 'About the trash',
  trashText:
    'Deleted stories wait in the trash for 14 days, seen by no one but you. Restore one to put it back where it was; after 14 days it is deleted for good.',
  /** The MOVE_POST_TO_TRASH and UNDELETE_POST toasts (spec 2 §4), with Undo. */
  movedToTrash: (title: string) => `“${title}” moved to trash.`,
  restored: (title: string) => `“${title}” restored.`,
  pinnedToast: (title: string) => `“${title}” is pinned to your profile.`,
  unpinnedToast: (title: string) => `“${title}” is no longer pinned.`,
  /** Failures, by the API's result: nothing changed, so nothing was lost. */
  rateLimited: 'You’ve done that too often. Please wait a little and try again.',
  notFound: 'That story no longer exists.',
  failed: 'Sorry, that didn’t work. Please try again.',
  loadFailed: 'Your stories could not be loaded.',
  retry: 'Try again',
  loading: texts.loading,
  signInPrompt: 'Sign in to see your stories.',
  undo: texts.toasts.undo,
};
