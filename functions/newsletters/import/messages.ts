import type { RateLimitRule } from '#shared/data/rate-limit.ts';
import { maxMailingListBytes, maxMailingListRows } from './mailing-list.ts';

/** What a writer importing a mailing list is told. */
export const importMessages = {
  signIn: 'Sign in to import subscribers.',
  notEligible:
    'Importing subscribers is open to writers with a published story, a verified email address and an account at least 14 days old.',
  tooLarge: `This file is too large: a mailing list may be at most ${maxMailingListBytes / 1_000_000} MB.`,
  tooManyRows: `This file has too many rows: a mailing list may have at most ${maxMailingListRows.toLocaleString('en-US')}.`,
  empty: 'This file holds no email addresses.',
  noImport: (id: string) => `No import with id ${id}.`,
  alreadyStarted: 'This import has already started.',
};

/**
 * validateNewsletterImport and startNewsletterImport: each list can e-mail thousands; a writer checks a
 * few files and imports one. A script trying lists (or probing which addresses have accounts) is refused.
 */
export const importLimit = {
  bucket: 'newsletter-import:user',
  limit: 10,
  windowSeconds: 3600,
  message: 'Too many imports in a short time. Please try again later.',
} as const satisfies RateLimitRule;
