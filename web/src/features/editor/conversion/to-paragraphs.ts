import { $isCodeNode } from '@lexical/code';
import { $isHorizontalRuleNode } from '@lexical/extension';
import { $isListItemNode, $isListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $getRoot, $isElementNode, type EditorState, type LexicalNode } from 'lexical';
import { $nameOf } from '../model/block-names.ts';
import { $isEmbedNode } from '../model/nodes/embed-node.tsx';
import { $isImageNode } from '../model/nodes/image-node.tsx';
import { $isPullQuoteNode } from '../model/nodes/pull-quote-node.ts';
import type { ParagraphInput, ParagraphType } from '../model/paragraph-input.ts';
import { $inlineContent } from './inline-markups.ts';

const headingTypes: Record<string, ParagraphType> = { h1: 'H1', h2: 'H2', h3: 'H3', h4: 'H4' };

/** The stored type of a block of inline text, or null for a node that is no paragraph. */
function textTypeOf(node: LexicalNode): ParagraphType | null {
  if ($isHeadingNode(node)) return headingTypes[node.getTag()] ?? 'H4';
  if ($isPullQuoteNode(node)) return 'PQ';
  if ($isQuoteNode(node)) return 'BQ';
  if ($isListItemNode(node)) {
    const list = node.getParent();
    return $isListNode(list) && list.getListType() === 'number' ? 'OLI' : 'ULI';
  }
  if ($isElementNode(node)) return 'P';
  return null;
}

/**
 * One block as the paragraphs it is stored as. A text block with nothing but white space is not saved
 * (an empty line between paragraphs is the editor's, not the story's); an image is saved whatever its
 * caption, a separator always; an upload placeholder never (its image is not stored yet).
 */
function $paragraphsOf(node: LexicalNode): ParagraphInput[] {
  if ($isListNode(node)) return node.getChildren().flatMap($paragraphsOf);
  const name = $nameOf(node);
  if ($isImageNode(node)) {
    const { imageId, caption, layout, ...image } = node.getImage();
    return [
      {
        name,
        type: 'IMG',
        text: caption,
        layout,
        markups: [],
        metadata: {
          id: imageId,
          alt: image.alt,
          focusPercentX: image.focusPercentX,
          focusPercentY: image.focusPercentY,
          originalWidth: image.originalWidth,
          originalHeight: image.originalHeight,
        },
      },
    ];
  }
  if ($isHorizontalRuleNode(node)) return [{ name, type: 'HR', text: '', markups: [] }];
  if ($isEmbedNode(node)) {
    const { href, title } = node.getEmbed();
    return [{ name, type: 'MIXTAPE_EMBED', text: title, markups: [], mixtapeMetadata: { href } }];
  }
  if ($isCodeNode(node)) {
    const text = node.getTextContent();
    const lang = node.getLanguage();
    if (text.trim() === '') return [];
    return [{ name, type: 'PRE', text, markups: [], ...(lang ? { codeBlockMetadata: { lang } } : {}) }];
  }
  const type = textTypeOf(node);
  if (!type || !$isElementNode(node)) return [];
  const { text, markups } = $inlineContent(node);
  return text.trim() === '' ? [] : [{ name, type, text, markups }];
}

/** The story body as saved: the editor's blocks, in order, as stored paragraphs. */
export const toParagraphs = (state: EditorState): ParagraphInput[] =>
  state.read(() => $getRoot().getChildren().flatMap($paragraphsOf));
