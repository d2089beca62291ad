/** The share-success page's texts (spec 1 §2.1 names the page, not its wording: ours). */
export const shareSuccessTexts = {
  published: 'Your story is published.',
  unlisted: 'Your story is published as unlisted: only people with its link can read it.',
  submitted: (publication: string) =>
    `Your story is published and submitted to ${publication}. Until its editors approve it, it is on your profile.`,
  inPublication: (publication: string) => `Your story is published in ${publication}.`,
  share: 'Share your story',
  view: 'View story',
  edit: 'Edit story',
  writeAnother: 'Write another story',
  loading: 'Loading your story…',
  missing: 'This page shows a story you just published. Open it from the editor’s Publish button.',
  loadFailed: 'Your story could not be loaded.',
  retry: 'Retry',
} as const;
