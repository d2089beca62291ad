import { $insertGeneratedNodes } from '@lexical/clipboard';
import { $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  type LexicalEditor,
} from 'lexical';
import { cleanPastedDocument } from './clean-html.ts';

/** Pasted HTML, cleaned (clean-html.ts), at the selection. */
export function $insertPastedHtml(editor: LexicalEditor, html: string): void {
  const selection = $getSelection();
  if (!selection) return;
  const document = new DOMParser().parseFromString(html, 'text/html');
  cleanPastedDocument(document);
  $insertGeneratedNodes(editor, $generateNodesFromDOM(editor, document), selection);
}

/**
 * Pasted plain text at the selection: a blank line separates paragraphs; a single line break inside
 * one is the sender's wrapping (mail, terminals) and becomes a space.
 */
export function $insertPastedText(text: string): void {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .replace(/^\n+|\n+$/g, '')
    .split(/\n(?:[ \t]*\n)+/)
    .map((paragraph) => paragraph.replace(/[ \t]*\n[ \t]*/g, ' '))
    .filter((paragraph) => paragraph.trim() !== '');
  if (paragraphs.length === 1) selection.insertText(paragraphs[0]!);
  else if (paragraphs.length > 1)
    selection.insertNodes(
      paragraphs.map((paragraph) => $createParagraphNode().append($createTextNode(paragraph))),
    );
}
