import { formatMonthYear } from '#web/lib/format/date.ts';
import { texts } from '#web/lib/texts.ts';

/** The profile's sub-pages (issue #16; spec 1 §2.3 names them, not their wording: ours). */
export const profileTexts = {
  noClaps: (name: string) => `${name} hasn’t clapped for any stories yet.`,
  noResponses: (name: string) => `${name} hasn’t written any responses yet.`,
  noBooks: (name: string) => `${name} hasn’t added any books yet.`,
  booksTitle: 'Books',
  aboutTitle: 'About',
  noBio: (name: string) => `${name} hasn’t written a bio yet.`,
  memberSince: (awsTimestamp: number) => `${texts.siteName} member since ${formatMonthYear(awsTimestamp)}`,
} as const;
