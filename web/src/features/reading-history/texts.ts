/**
 * The reading history page's texts (issue #13). Spec 1 §2.1 names the pages (your-reading-history,
 * customize-reading-history) without their wording: all ours.
 */
export const readingHistoryTexts = {
  title: 'Reading history',
  intro: 'Stories you read for at least 30 seconds or to their end, most recent first. Only you can see it.',
  empty: 'You have no reading history yet.',
  paused: 'Your reading history is paused: the stories you read are not added.',
  pause: 'Pause reading history',
  resume: 'Resume reading history',
  clear: 'Clear history',
  confirmClear: 'Clear your whole reading history? This cannot be undone.',
  confirm: 'Clear',
  cancel: 'Cancel',
  remove: 'Remove',
  removeLabel: (title: string) => `Remove “${title}” from your reading history`,
  read: (date: string) => `Read ${date}`,
  failed: 'That did not work. Please try again.',
  signInPrompt: 'Sign in to see the stories you read.',
};
