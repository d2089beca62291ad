/**
 * Claps (issue #13, spec 3 §4 "Claps are sent with a count"): the rules the server enforces and the
 * clap button shows, in one place. No zod here: the story page imports this (num-claps.ts has the schema).
 */
export const clapLimits = {
  /** A reader claps a story (or a response) at most this many times in total. */
  perReaderPerStory: 50,
  /** Clicks this close to each other are sent as ONE clap request carrying their count. */
  groupingWindowMs: 700,
} as const;

export const clapMessages = {
  numClapsOutside: `Clap 1 to ${clapLimits.perReaderPerStory} times at once.`,
  signInToClap: 'Sign in to clap for this story.',
  notYourClaps: 'You can only clap as yourself.',
  /** Said of what was clapped: a story (or a response) or a list. */
  limitReached: (clapsLeft: number, kind: ClapTargetKind = 'post') =>
    clapsLeft === 0
      ? `You have given this ${clapNouns[kind]} the most claps a reader can: ${clapLimits.perReaderPerStory}.`
      : `A reader can give a ${clapNouns[kind]} ${clapLimits.perReaderPerStory} claps; you have ${clapsLeft} left.`,
} as const;

/** The kinds of things a reader claps (`/_/vote/{type}/{id}`): stories (and responses) and lists (catalogs). */
export const clapTargetKinds = ['post', 'catalog'] as const;
export type ClapTargetKind = (typeof clapTargetKinds)[number];
const clapNouns: Record<ClapTargetKind, string> = { post: 'story', catalog: 'list' };

/** /p/{postId}/upvotes redirects to the story with this query parameter, which opens its clappers list. */
export const openClappersParameter = 'clappers';

/**
 * `/_/vote/{type}/{id}`'s type segment for each kind (spec 3 §7: `p` is a post; `list` a list, as in the
 * list's own address /@{username}/list/{catalogSlugId}, decision 119).
 */
export const voteTypeSegments: Readonly<Record<string, ClapTargetKind>> = { p: 'post', list: 'catalog' };
