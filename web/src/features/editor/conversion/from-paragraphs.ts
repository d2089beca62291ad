import { $createCodeNode } from '@lexical/code';
import { $createHorizontalRuleNode } from '@lexical/extension';
import { $createListItemNode, $createListNode, $isListNode, type ListType } from '@lexical/list';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $getRoot, type ElementNode, type LexicalNode } from 'lexical';
import { $setName } from '../model/block-names.ts';
import { $createEmbedNode } from '../model/nodes/embed-node.tsx';
import { $createImageNode } from '../model/nodes/image-node.tsx';
import { $createPullQuoteNode } from '../model/nodes/pull-quote-node.ts';
import type { ParagraphInput } from '../model/paragraph-input.ts';
import { $inlineNodes } from './inline-markups.ts';

const headingTags = { H1: 'h1', H2: 'h2', H3: 'h3', H4: 'h4' } as const;
const listTypes: Partial<Record<ParagraphInput['type'], ListType>> = { ULI: 'bullet', OLI: 'number' };

/** The block node of one stored paragraph (a list item without its list). */
function $blockOf(paragraph: ParagraphInput): LexicalNode {
  const withText = (block: ElementNode) => block.append(...$inlineNodes(paragraph.text, paragraph.markups));
  switch (paragraph.type) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
      return withText($createHeadingNode(headingTags[paragraph.type]));
    case 'BQ':
      return withText($createQuoteNode());
    case 'PQ':
      return withText($createPullQuoteNode());
    case 'ULI':
    case 'OLI':
      return withText($createListItemNode());
    case 'PRE':
      // Line breaks become line-break nodes; the text keeps no markups, as the story page shows none.
      return $createCodeNode(paragraph.codeBlockMetadata?.lang ?? null).append(
        ...$inlineNodes(paragraph.text, []),
      );
    case 'HR':
      return $createHorizontalRuleNode();
    case 'MIXTAPE_EMBED':
      return $createEmbedNode({ href: paragraph.mixtapeMetadata?.href ?? '', title: paragraph.text });
    case 'IMG': {
      const metadata = paragraph.metadata;
      return $createImageNode({
        imageId: metadata?.id ?? '',
        alt: metadata?.alt ?? null,
        focusPercentX: metadata?.focusPercentX ?? null,
        focusPercentY: metadata?.focusPercentY ?? null,
        originalWidth: metadata?.originalWidth ?? null,
        originalHeight: metadata?.originalHeight ?? null,
        layout: paragraph.layout ?? 'INSET_CENTER',
        caption: paragraph.text,
      });
    }
    case 'P':
      return withText($createParagraphNode());
  }
}

/**
 * Fills the editor with a stored story body, each block keeping its paragraph's name: pass it as the
 * editor's initial state or call it inside an update. Consecutive list items of one kind form one list.
 * An empty body is one empty paragraph to type into.
 */
export const fromParagraphs = (paragraphs: readonly ParagraphInput[]) => (): void => {
  const root = $getRoot().clear();
  for (const paragraph of paragraphs) {
    const block = $blockOf(paragraph);
    $setName(block, paragraph.name);
    const listType = listTypes[paragraph.type];
    const last = root.getLastChild();
    if (!listType) root.append(block);
    else if ($isListNode(last) && last.getListType() === listType) last.append(block);
    else root.append($createListNode(listType).append(block));
  }
  if (root.isEmpty()) root.append($createParagraphNode());
};
