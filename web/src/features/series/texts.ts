/** The series page's texts (spec 1 §2.1 names the page, not its wording: ours). */
export const seriesTexts = {
  kicker: 'Series',
  by: (name: string) => `A series by ${name}`,
  parts: (count: number) => (count === 1 ? '1 story' : `${count} stories`),
  part: (position: number) => `Part ${position}`,
  startReading: 'Start reading',
  empty: 'No stories in this series yet.',
  pageTitle: (title: string, writer: string, site: string) => `${title} | a series by ${writer} | ${site}`,
  // The series library (/collections).
  libraryTitle: 'Series',
  libraryIntro: 'Stories their writers tell in parts, the newest part first.',
  libraryEmpty: 'No series yet.',
  libraryPageTitle: (site: string) => `Series | ${site}`,
  libraryDescription: 'Series on Folio: stories their writers tell in parts.',
} as const;
