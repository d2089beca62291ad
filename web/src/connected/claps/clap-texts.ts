/** The clap button's texts (the spec names none; the limit's words are the server's, graphql/contract/claps.ts). */
export const clapTexts = {
  clap: 'Clap',
  clapsLabel: (count: string) => `${count} claps: see who clapped`,
  viewerClaps: (count: number) => `You clapped ${count}`,
  notSent: 'Your claps could not be sent. Please try again.',
  clappersTitle: 'Claps',
  clappedTimes: (count: number) => `${count} ${count === 1 ? 'clap' : 'claps'}`,
  moreClappers: 'Show more',
  close: 'Close',
  noClappers: 'No claps yet.',
  loading: 'Loading…',
} as const;
