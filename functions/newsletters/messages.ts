import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/** What the newsletters domain tells readers (the spec names the toasts' styles, not their words). */
export const newsletterMessages = {
  signIn: 'Sign in to subscribe to newsletters.',
  subscribeSelf: 'You cannot subscribe to your own newsletter.',
  alreadySubscribed: "You're already subscribed to this newsletter.",
  busy: 'Too many subscriptions at once; try again.',
  noNewsletter: (id: string) => `No newsletter with id ${id}.`,
  noWriter: (id: string) => `No writer with id ${id}.`,
  signInToEdit: 'Sign in to manage a newsletter.',
  notEditor: "Only the publication's editors can manage its newsletter.",
  notOwner: 'Only its writer can manage this newsletter.',
  alreadyCreated: 'This publication already has a newsletter.',
  noCollection: (id: string) => `No publication with id ${id}.`,
  badLink: 'This unsubscribe link is not valid. Sign in to manage your subscriptions in Settings.',
};

/**
 * subscribeNewsletterV3 and fetchOrLazilyCreateNewsletterV3AndMaybeSubscribe: each may e-mail the
 * reader from then on, and a script subscribing an account to everything would flood it. Far above a
 * person's clicks. Unsubscribing is never limited: a reader can always leave.
 */
export const subscribeLimit = {
  bucket: 'newsletter-subscribe:user',
  limit: 60,
  windowSeconds: 3600,
  message: 'Too many subscriptions in a short time. Please try again later.',
} as const satisfies RateLimitRule;

/** createNewsletterV3 and updateNewsletterV3: an editor's few changes; a script's many are refused. */
export const editLimit = {
  bucket: 'newsletter-edit:user',
  limit: 30,
  windowSeconds: 3600,
  message: 'Too many newsletter changes in a short time. Please try again later.',
} as const satisfies RateLimitRule;
