import type { Viewer } from '../api/viewer.ts';

/**
 * The preview of a member-only story: what a reader who may not read it in full receives. The rest of
 * the body never leaves the Lambda.
 *
 * Definition: the title block (the leading heading paragraphs, at most two: title and kicker or
 * subtitle) followed by the paragraphs up to and including the third text paragraph after it, cut so
 * that it never exceeds a quarter of the body's paragraphs. The title block is always kept: it repeats
 * what Post.title and the subtitle already show to everyone.
 */
export const previewTextParagraphs = 3;
export const previewMaxShare = 0.25;
const maxTitleBlock = 2;

const headingTypes: ReadonlySet<string> = new Set(['H1', 'H2', 'H3', 'H4']);
/** Paragraphs that carry prose; images (IMG) and empty spacers do not count towards the three. */
const textTypes: ReadonlySet<string> = new Set(['P', 'BQ', 'PQ', 'PRE', 'ULI', 'OLI']);

interface ParagraphLike {
  type: string;
  text?: string;
}

const isText = (paragraph: ParagraphLike) => textTypes.has(paragraph.type) && Boolean(paragraph.text?.trim());

/** How many leading paragraphs of `paragraphs` form the preview. */
export function previewLength(paragraphs: readonly ParagraphLike[]): number {
  let titleBlock = 0;
  while (titleBlock < maxTitleBlock && headingTypes.has(paragraphs[titleBlock]?.type ?? '')) titleBlock++;

  let end = titleBlock;
  let textSeen = 0;
  while (end < paragraphs.length && textSeen < previewTextParagraphs) {
    if (isText(paragraphs[end] as ParagraphLike)) textSeen++;
    end++;
  }

  const cap = Math.max(titleBlock, Math.floor(paragraphs.length * previewMaxShare));
  return Math.min(end, cap);
}

/** The preview itself: a new array holding only the leading paragraphs a non-member may read. */
export function previewParagraphs<P extends ParagraphLike>(paragraphs: readonly P[]): P[] {
  return paragraphs.slice(0, previewLength(paragraphs));
}

/**
 * How a non-member came to read one member-only story in full, on its page only
 * (functions/posts/story-unlock.ts): its friend link (decision 142) or the metered allowance (decision
 * 141). Every other path (lists, feeds, quotes, newsletters) has none, so it sends such a reader the preview.
 */
export type Unlock = 'friend-link' | 'meter';

/**
 * THE rule of member-only bodies, on every path that sends one (the story page, lists, newsletter
 * e-mails): read in full by members (MEMBER or FRIEND), by their writer, and by a reader the story page
 * unlocked it for; others get the preview.
 */
export function canReadFullBody(
  story: { creatorId: string; isLocked: boolean },
  reader: Pick<Viewer, 'id' | 'tier'>,
  unlock?: Unlock,
): boolean {
  const isCreator = reader.id !== undefined && reader.id === story.creatorId;
  return !story.isLocked || reader.tier !== 'FREE' || isCreator || unlock !== undefined;
}
