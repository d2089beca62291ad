import { $isListNode, ListItemNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { CodeNode } from '@lexical/code';
import { HorizontalRuleNode } from '@lexical/extension';
import {
  $getRoot,
  $getState,
  $setState,
  createState,
  mergeRegister,
  ParagraphNode,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { EmbedNode } from './nodes/embed-node.tsx';
import { ImageNode } from './nodes/image-node.tsx';
import { PullQuoteNode } from './nodes/pull-quote-node.ts';

/**
 * A paragraph's name: its stable id, the anchor the story page gives it. Kept on the block's node
 * (NodeState, so it survives history, copies and JSON), read and written only here.
 */
const nameState = createState('name', { parse: (value) => (typeof value === 'string' ? value : '') });

export const $nameOf = (block: LexicalNode): string => $getState(block, nameState);
export const $setName = (block: LexicalNode, name: string): void => void $setState(block, nameState, name);

/** The nodes that are one paragraph each: the root's children, a list's items instead of the list. */
export const $blocks = (): LexicalNode[] =>
  $getRoot()
    .getChildren()
    .flatMap((node) => ($isListNode(node) ? node.getChildren() : [node]));

/** Four hex digits, as the stored stories have. */
const randomName = () =>
  Math.floor(Math.random() * 0x10000)
    .toString(16)
    .padStart(4, '0');

/** Keys are minted in order, so the lower key is the block that existed first. */
const isOlder = (other: LexicalNode, than: LexicalNode) => Number(other.getKey()) < Number(than.getKey());

/**
 * Gives a block without a name, or with a name an older block holds (a copy, the second half of a
 * split), a new one. The block that had it first keeps it, so editing never moves an anchor.
 */
function $nameBlock(block: LexicalNode): void {
  const others = $blocks().filter((other) => !other.is(block));
  const name = $nameOf(block);
  if (name && !others.some((other) => $nameOf(other) === name && isOlder(other, block))) return;
  const taken = new Set(others.map($nameOf));
  let fresh = randomName();
  while (taken.has(fresh)) fresh = randomName();
  $setName(block, fresh);
}

const namedKinds: Klass<LexicalNode>[] = [
  ParagraphNode,
  HeadingNode,
  QuoteNode,
  PullQuoteNode,
  CodeNode,
  ListItemNode,
  HorizontalRuleNode,
  ImageNode,
  EmbedNode,
];

/** Every block created or changed in an update is named before the update ends. */
export const registerBlockNames = (editor: LexicalEditor): (() => void) =>
  mergeRegister(...namedKinds.map((kind) => editor.registerNodeTransform(kind, $nameBlock)));
