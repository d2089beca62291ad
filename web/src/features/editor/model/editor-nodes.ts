import { CodeHighlightNode, CodeNode } from '@lexical/code';
import { HorizontalRuleNode } from '@lexical/extension';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { Klass, LexicalNode } from 'lexical';
import { EmbedNode } from './nodes/embed-node.tsx';
import { ImageNode } from './nodes/image-node.tsx';
import { PullQuoteNode } from './nodes/pull-quote-node.ts';
import { UploadPlaceholderNode } from './nodes/upload-placeholder-node.tsx';

/**
 * Every node the story editor may hold: one per stored paragraph type (ParagraphNode is Lexical's own),
 * links, and the placeholder of an image being uploaded. Nodes not listed (tables, marks, hashtags…)
 * cannot be created, not even by a paste.
 */
export const editorNodes: Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  PullQuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  CodeNode,
  CodeHighlightNode,
  HorizontalRuleNode,
  ImageNode,
  EmbedNode,
  UploadPlaceholderNode,
];
