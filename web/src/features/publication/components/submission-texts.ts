/** The editors' review of submitted stories (the spec names the statuses, not these words: ours). */
export const submissionTexts = {
  heading: 'Waiting for your review',
  seeAll: 'All submissions',
  none: 'No stories are waiting for your review.',
  editorsOnly: 'Only the publication’s editors see the stories submitted to it.',
  by: (writer: string) => `Submitted by ${writer}`,
  approve: 'Approve',
  decline: 'Decline',
  approveStory: (title: string) => `Approve “${title}”`,
  declineStory: (title: string) => `Decline “${title}”`,
  approved: (title: string, publication: string) => `“${title}” is now in ${publication}.`,
  declined: (title: string) => `“${title}” was declined.`,
  failed: 'That did not work. Check your connection and try again.',
} as const;
