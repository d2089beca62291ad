import { $isCodeNode } from '@lexical/code';
import { LinkNode } from '@lexical/link';
import { $isListItemNode, ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import {
  $isRootOrShadowRoot,
  $splitNode,
  COMMAND_PRIORITY_HIGH,
  DecoratorNode,
  ElementNode,
  INDENT_CONTENT_COMMAND,
  IS_BOLD,
  IS_CODE,
  IS_ITALIC,
  mergeRegister,
  OUTDENT_CONTENT_COMMAND,
  ParagraphNode,
  TextNode,
  type Klass,
  type LexicalEditor,
} from 'lexical';
import { HorizontalRuleNode } from '@lexical/extension';
import { registerBlockNames } from './block-names.ts';
import { EmbedNode } from './nodes/embed-node.tsx';
import { ImageNode } from './nodes/image-node.tsx';
import { UploadPlaceholderNode } from './nodes/upload-placeholder-node.tsx';
import { $mentionedUserId } from './mentions.ts';
import { isStoryLink } from './safe-link.ts';

/** Bold, italic and code are the stored markups (STRONG, EM, CODE); a code block keeps none. */
function $keepStoredFormats(text: TextNode): void {
  const allowed = $isCodeNode(text.getParent()) ? 0 : IS_BOLD | IS_ITALIC | IS_CODE;
  if ((text.getFormat() & ~allowed) !== 0) text.setFormat(text.getFormat() & allowed);
  if (text.getStyle() !== '') text.setStyle('');
}

/** A link the story cannot hold becomes its text; a mention leads to a profile on this site. */
function $keepStoryLinks(link: LinkNode): void {
  if (isStoryLink(link.getURL()) || $mentionedUserId(link)) return;
  for (const child of link.getChildren()) link.insertBefore(child);
  link.remove();
}

/**
 * Lists are one level deep in the model: a nested list's items move up, after the item that held it
 * (and take the outer list's kind); a checklist is a bulleted list.
 */
function $keepListsFlat(list: ListNode): void {
  if (list.getListType() === 'check') list.setListType('bullet');
  const holder = list.getParent();
  if (!$isListItemNode(holder)) return;
  let previous: ListItemNode = holder;
  for (const item of list.getChildren()) {
    if (!$isListItemNode(item)) continue;
    previous.insertAfter(item);
    previous = item;
  }
  list.remove();
  if (holder.isEmpty()) holder.remove();
}

/** H1–H4 are the stored headings: a pasted h5 or h6 becomes H4. */
function $keepStoredHeadings(heading: HeadingNode): void {
  if (heading.getTag() === 'h5' || heading.getTag() === 'h6') heading.setTag('h4');
}

/**
 * Alignment and indentation are not stored: a block is shown as it will be rendered. (A list item's
 * indent is its nesting, which $keepListsFlat undoes.)
 */
function $keepPlainBlock(block: ElementNode): void {
  if (block.getFormatType() !== '') block.setFormat('');
  if (!$isListItemNode(block) && block.getIndent() !== 0) block.setIndent(0);
}

/**
 * An image, embed, separator or upload stands alone at the top level: an import that wraps one in a
 * paragraph (a pasted <hr> inside a <div>) has the paragraph split around it.
 */
function $keepBlockAtTop(block: DecoratorNode<unknown>): void {
  const parent = block.getParent();
  if (!parent || $isRootOrShadowRoot(parent)) return;
  const [before, after] = $splitNode(parent, block.getIndexWithinParent());
  after.insertBefore(block);
  if (after.isEmpty() && after.getNextSibling()) after.remove();
  if (before?.isEmpty()) before.remove();
}

const topLevelBlocks: Klass<DecoratorNode<unknown>>[] = [
  HorizontalRuleNode,
  ImageNode,
  EmbedNode,
  UploadPlaceholderNode,
];

const plainBlocks: Klass<ElementNode>[] = [ParagraphNode, HeadingNode, QuoteNode, ListItemNode];

/**
 * The editor holds only what the stored paragraph model can say, whatever made the change (typing,
 * a shortcut, a paste, a collaborator's JSON): these transforms run inside every update, so what the
 * writer sees is what will be saved. Blocks are named here too (block-names.ts).
 */
export function registerModelRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    registerBlockNames(editor),
    editor.registerNodeTransform(TextNode, $keepStoredFormats),
    editor.registerNodeTransform(LinkNode, $keepStoryLinks),
    editor.registerNodeTransform(ListNode, $keepListsFlat),
    editor.registerNodeTransform(HeadingNode, $keepStoredHeadings),
    ...plainBlocks.map((kind) => editor.registerNodeTransform(kind, $keepPlainBlock)),
    ...topLevelBlocks.map((kind) => editor.registerNodeTransform(kind, $keepBlockAtTop)),
    // Tab and Shift+Tab would nest list items, which the model cannot store.
    editor.registerCommand(INDENT_CONTENT_COMMAND, () => true, COMMAND_PRIORITY_HIGH),
    editor.registerCommand(OUTDENT_CONTENT_COMMAND, () => true, COMMAND_PRIORITY_HIGH),
  );
}
