/**
 * Reading time the way Medium estimates it: every word at 265 words per minute, plus a pause for each
 * image that shrinks as the reader gets used to them (12 s for the first, 11 s for the second, … and
 * 3 s for every image from the tenth on). The result is in minutes and stays fractional; the client
 * formats it.
 */
export const WORDS_PER_MINUTE = 265;

const FIRST_IMAGE_SECONDS = 12;
const MIN_IMAGE_SECONDS = 3;
/** One second: a story with paragraphs but no words (say, blank text) still takes a moment to open. */
const MIN_MINUTES = 1 / 60;

export interface TimedParagraph {
  type: string;
  text?: string;
}

/** A word is a whitespace-separated run holding at least one letter or digit, so a lone "—" is not one. */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  }
  return words;
}

/** Seconds spent on the n-th image of a story (n counts from 1). */
export function imageSeconds(n: number): number {
  return Math.max(FIRST_IMAGE_SECONDS - (n - 1), MIN_IMAGE_SECONDS);
}

/**
 * Minutes to read the paragraphs. Every paragraph's words count, headings, list items, quotes, code and
 * image captions included, because the reader's eye passes over all of them.
 */
export function readingTime(paragraphs: readonly TimedParagraph[]): number {
  if (paragraphs.length === 0) return 0;
  let words = 0;
  let imageCount = 0;
  let imageTotalSeconds = 0;
  for (const paragraph of paragraphs) {
    words += countWords(paragraph.text ?? '');
    if (paragraph.type === 'IMG') {
      imageCount += 1;
      imageTotalSeconds += imageSeconds(imageCount);
    }
  }
  const minutes = words / WORDS_PER_MINUTE + imageTotalSeconds / 60;
  return Math.max(minutes, MIN_MINUTES);
}
