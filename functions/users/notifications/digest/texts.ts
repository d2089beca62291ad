/** The e-mail digest of notifications (decision 261): our wording; the spec names no text of it. */
export const digestTexts = {
  subject: (count: number) =>
    count === 1 ? 'You have 1 new notification on Folio' : `You have ${count} new notifications on Folio`,
  preview: 'What happened on Folio since your last digest',
  heading: 'Since your last digest',
  seeAll: 'See all your notifications',
  more: (count: number) => (count === 1 ? 'and 1 more' : `and ${count} more`),
  why: 'You receive this because you chose to get these notifications by email.',
  settings: 'Change which emails you get',
  someone: 'Someone',
} as const;
