import type { RateLimitRule } from '#shared/data/rate-limit.ts';

/** Days an export may be downloaded after its file is written (issue #15: "a link that expires"). */
export const exportLinkDays = 7;

/** How long a download address the page is given works: enough to start the download (decision 176). */
export const downloadAddressSeconds = 5 * 60;

/** What a manager exporting a newsletter's subscribers is told. */
export const exportMessages = {
  signIn: 'Sign in to export subscribers.',
  signInToDownload: 'Sign in to download your export.',
  subject: (newsletterName: string) => `Your export of ${newsletterName}'s subscribers`,
  body: (newsletterName: string, count: number, link: string) =>
    [
      `The email addresses of ${newsletterName}'s subscribers you may export: ${count.toLocaleString('en-US')}.`,
      `Download them as CSV: ${link}`,
      `The link works for ${exportLinkDays} days, signed in as you. Subscribers who did not share their address with writers and editors are not in it.`,
    ].join('\n\n'),
  noExport: 'There is no export at this address.',
  notRequester: 'This export was asked for by another account. Sign in as that account to download it.',
};

/** exportNewsletterSubscribers: each export reads every subscriber and writes a file. */
export const exportLimit = {
  bucket: 'newsletter-export:user',
  limit: 5,
  windowSeconds: 3600,
  message: 'Too many exports in a short time. Please try again later.',
} as const satisfies RateLimitRule;
