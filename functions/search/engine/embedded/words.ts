/**
 * Words as the index and the highlighter see them (one rule for both): runs of letters and digits,
 * anything else separates (as Algolia's default separators do), compared in lower case without accents.
 */
export const wordPattern = /[\p{L}\p{N}]+/gu;

export const normalized = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text, as written. */
export const wordsOf = (text: string): string[] => text.match(wordPattern) ?? [];

/** The words of a text as the index keeps them: normalized first, so an accent never splits a word. */
export const termsOf = (text: string): string[] => wordsOf(normalized(text));
