/** What the revisions panel says (the spec shows no editor: ours). */
export const revisionsTexts = {
  open: 'Revisions',
  heading: 'Revisions',
  intro:
    'A copy of your draft is kept when you come back to it after a pause, and before every restore, for 14 days.',
  none: 'No revisions yet: a copy is kept once you come back to this story after a pause.',
  loading: 'Loading revisions…',
  loadFailed: 'The revisions could not be loaded.',
  retry: 'Try again',
  older: 'Older revisions',
  close: 'Close',
  back: 'All revisions',
  untitled: 'Untitled',
  restore: 'Restore this version',
  confirmHeading: 'Restore this version?',
  confirmBody:
    'It replaces the text in the editor. Your current draft is kept as a revision, so you can come back to it.',
  linkOutdated:
    'This story was saved again after this link was made: restoring replaces the newer text (it is kept as a revision too).',
  confirm: 'Restore',
  cancel: 'Cancel',
  restoring: 'Restoring…',
  unsaved:
    'Your latest changes are not saved yet: nothing was restored. Restore once they show as saved; they are kept on this device meanwhile.',
  conflict: 'This story was changed somewhere else since you opened it: choose a version first.',
  restoreFailed: 'The version could not be restored. Try again in a moment.',
} as const;
