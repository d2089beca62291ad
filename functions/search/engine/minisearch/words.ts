/**
 * Words as the index and the highlighter see them (one rule for both): runs of letters and digits,
 * anything else separates (as Algolia's default separators do), compared in lower case without accents.
 */
export const wordPattern = /[\p{L}\p{N}]+/gu;

export const normalized = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text, as written (the index normalizes each with `normalized`). */
export const wordsOf = (text: string): string[] => text.match(wordPattern) ?? [];
