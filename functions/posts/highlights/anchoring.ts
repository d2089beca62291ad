import { highlightLimits, highlightMessages } from '#contract/highlights.ts';

/** A passage of one paragraph: its name, and character offsets in its text (end excluded). */
export interface PassageRange {
  paragraphName: string;
  startOffset: number;
  endOffset: number;
}

export interface Passage extends PassageRange {
  /** The quoted text, as it was when quoted. */
  quote: string;
}

interface AnchorParagraph {
  name: string;
  text?: string | null;
}

/**
 * The text of `range` in the paragraphs a reader receives, or why it cannot be quoted: the paragraph
 * must be there, the range inside its text, not blank, and not too long.
 */
export function quotedText(
  paragraphs: readonly AnchorParagraph[],
  range: PassageRange,
): { quote: string } | { refusal: string } {
  const text = paragraphs.find((paragraph) => paragraph.name === range.paragraphName)?.text;
  if (text === undefined || text === null) return { refusal: highlightMessages.noParagraph };
  const { startOffset: start, endOffset: end } = range;
  if (start < 0 || end > text.length || start >= end) return { refusal: highlightMessages.emptyRange };
  if (end - start > highlightLimits.quoteMaxLength) return { refusal: highlightMessages.tooLong };
  const quote = text.slice(start, end);
  if (quote.trim() === '') return { refusal: highlightMessages.emptyRange };
  return { quote };
}

/**
 * Where a stored passage is in the story as it is now (decision 117). Anchored by paragraph name, so
 * edits of other paragraphs never move it; when its own paragraph changed, the quoted text is looked
 * for again in that paragraph (the occurrence nearest the old offset) and the passage follows it; when
 * the text is gone, or the paragraph is, the passage is not shown (null) — it is kept, and comes back if
 * the writer restores the text.
 */
export function anchorPassage<P extends Passage>(
  paragraphs: readonly AnchorParagraph[],
  passage: P,
): P | null {
  const text = paragraphs.find((paragraph) => paragraph.name === passage.paragraphName)?.text ?? '';
  if (text.slice(passage.startOffset, passage.endOffset) === passage.quote) return passage;
  let nearest = -1;
  for (let at = text.indexOf(passage.quote); at !== -1; at = text.indexOf(passage.quote, at + 1)) {
    if (nearest === -1 || Math.abs(at - passage.startOffset) < Math.abs(nearest - passage.startOffset)) {
      nearest = at;
    }
  }
  if (nearest === -1 || passage.quote === '') return null;
  return { ...passage, startOffset: nearest, endOffset: nearest + passage.quote.length };
}
