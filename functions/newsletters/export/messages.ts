import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/** Days an export's link works (issue #15: "a link that expires"). */
export const exportLinkDays = 7;

/** What a manager exporting a newsletter's subscribers is told. */
export const exportMessages = {
  signIn: 'Sign in to export subscribers.',
  subject: (newsletterName: string) => `Your export of ${newsletterName}'s subscribers`,
  body: (newsletterName: string, count: number, link: string) =>
    [
      `The email addresses of ${newsletterName}'s subscribers you may export: ${count.toLocaleString('en-US')}.`,
      `Download them as CSV: ${link}`,
      `The link works for ${exportLinkDays} days. Subscribers who did not share their address with writers and editors are not in it.`,
    ].join('\n\n'),
};

/** exportNewsletterSubscribers: each export reads every subscriber and writes a file. */
export const exportLimit = {
  bucket: 'newsletter-export:user',
  limit: 5,
  windowSeconds: 3600,
  message: 'Too many exports in a short time. Please try again later.',
} as const satisfies RateLimitRule;
