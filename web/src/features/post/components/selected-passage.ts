/** A passage of one paragraph the reader selected: the paragraph's name and offsets in its text. */
export interface SelectedPassage {
  paragraphName: string;
  startOffset: number;
  endOffset: number;
  text: string;
}

const paragraphOf = (node: Node): HTMLElement | null =>
  (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('.paragraph[id]') ?? null;

/**
 * The selection as a passage of one paragraph of `body`, or null (nothing selected, outside the body,
 * or across paragraphs: a highlight is a passage of one). Offsets count the paragraph's text as the
 * server keeps it: its rendered text, since markups and highlights add elements but no characters.
 */
export function selectedPassage(selection: Selection | null, body: HTMLElement): SelectedPassage | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const paragraph = paragraphOf(range.startContainer);
  if (!paragraph || paragraph !== paragraphOf(range.endContainer) || !body.contains(paragraph)) return null;
  const before = paragraph.ownerDocument.createRange();
  before.selectNodeContents(paragraph);
  before.setEnd(range.startContainer, range.startOffset);
  const text = range.toString();
  if (text.trim() === '') return null;
  const startOffset = before.toString().length;
  return { paragraphName: paragraph.id, startOffset, endOffset: startOffset + text.length, text };
}
