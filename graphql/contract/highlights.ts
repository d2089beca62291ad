/**
 * Highlights and quotes (issue #13), shared by the story page's selection menu, which can say so
 * before asking, and the server, which refuses anything beyond (functions/posts/highlights).
 */
export const highlightLimits = {
  /** A quote is a passage of one paragraph, at most this many characters. */
  quoteMaxLength: 2000,
  /** A private note on a highlight. */
  noteMaxLength: 1000,
  /**
   * Readers who must highlight the very same passage before it shows to everyone as the top
   * highlight (decision 116): one reader is a taste, three agree.
   */
  topHighlightReaders: 3,
} as const;

export const quoteTypes = ['HIGHLIGHT', 'RESPONSE'] as const;
export type QuoteType = (typeof quoteTypes)[number];

export const highlightMessages = {
  emptyRange: 'Select some text of one paragraph to highlight.',
  tooLong: `A highlight has at most ${highlightLimits.quoteMaxLength} characters.`,
  noteTooLong: `A private note has at most ${highlightLimits.noteMaxLength} characters.`,
  noParagraph: 'That passage is not in the story you can read.',
  notYours: 'Only its reader can delete a highlight.',
  notYoursToChange: 'Only its reader can make a highlight private or public.',
  signIn: 'Sign in to highlight stories.',
} as const;

/** Spec 3 §7: the browser's POST creating a quote of a story (functions/http/quote-create.ts). */
export const quoteCreatePath = (postId: string) => `/_/p/${postId}/quotes/create`;
export const quoteCreatePathPattern = /^\/_\/p\/([0-9a-f]{12,16})\/quotes\/create$/;
