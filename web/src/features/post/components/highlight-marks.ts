import type { PostHighlights_ContentFragment } from '#graphql/generated/operations.ts';
import type { Markup } from '#web/ui/story-body/markup-tree.ts';

/**
 * The highlights as marks of their paragraphs' text (by paragraph name), drawn like markups: the
 * viewer's own (with their quote id, to remove one) and the top highlight.
 */
export function highlightMarks(content: PostHighlights_ContentFragment): Map<string, Markup[]> {
  const marks = new Map<string, Markup[]>();
  const add = (paragraphName: string, mark: Markup) =>
    marks.set(paragraphName, [...(marks.get(paragraphName) ?? []), mark]);
  const top = content.topHighlight;
  if (top) add(top.paragraphName, { type: 'TOP_HIGHLIGHT', start: top.startOffset, end: top.endOffset });
  for (const highlight of content.viewerHighlights ?? []) {
    add(highlight.paragraphName, {
      type: 'HIGHLIGHT',
      start: highlight.startOffset,
      end: highlight.endOffset,
      quoteId: highlight.quoteId,
    });
  }
  return marks;
}
