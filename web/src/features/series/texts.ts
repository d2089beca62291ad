/** The series page's texts (spec 1 §2.1 names the page, not its wording: ours). */
export const seriesTexts = {
  kicker: 'Series',
  by: (name: string) => `A series by ${name}`,
  parts: (count: number) => (count === 1 ? '1 story' : `${count} stories`),
  part: (position: number) => `Part ${position}`,
  startReading: 'Start reading',
  empty: 'No stories in this series yet.',
  pageTitle: (title: string, writer: string, site: string) => `${title} | a series by ${writer} | ${site}`,
} as const;
