/**
 * A story's card (extendedPreviewContent and previewImage), worked out from its draft the same way by
 * the publish (functions/posts/publishing/publish-plan.ts) and by the publish dialog's preview.
 */

/** The card's subtitle when the writer gave none: the first text, cut at a word near this length. */
export const maxPreviewSubtitleLength = 200;

const textTypes = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'BQ', 'PQ', 'ULI', 'OLI']);

interface PreviewParagraph {
  type: string;
  text?: string | null;
  metadata?: { id?: string | null } | null;
}

/** The subtitle, or the first text of the body cut at a word (with an ellipsis when cut). */
export function previewSubtitle(story: {
  subtitle?: string | null;
  paragraphs: readonly PreviewParagraph[];
}) {
  const subtitle = (story.subtitle ?? '').trim();
  if (subtitle) return subtitle;
  const first = story.paragraphs.find((paragraph) => textTypes.has(paragraph.type) && paragraph.text?.trim());
  const text = first?.text?.trim().replace(/\s+/g, ' ') ?? '';
  if (text.length <= maxPreviewSubtitleLength) return text;
  const cut = text.slice(0, maxPreviewSubtitleLength);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The card's image: the body's first uploaded image. */
export const previewImageOf = <P extends PreviewParagraph>(paragraphs: readonly P[]): P | undefined =>
  paragraphs.find((paragraph) => paragraph.type === 'IMG' && paragraph.metadata?.id);
