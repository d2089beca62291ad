import { $createLinkNode, $isLinkNode, type LinkNode } from '@lexical/link';
import {
  $createLineBreakNode,
  $createTextNode,
  $isElementNode,
  $isTextNode,
  type ElementNode,
  type LexicalNode,
  type TextFormatType,
} from 'lexical';
import { $createMentionLink, $mentionedUserId } from '../model/mentions.ts';
import { isStoryLink } from '../model/safe-link.ts';
import type { MarkupInput, MarkupType } from '../model/paragraph-input.ts';

const formats: readonly (readonly [TextFormatType, MarkupType])[] = [
  ['bold', 'STRONG'],
  ['italic', 'EM'],
  ['code', 'CODE'],
];

/** The renderer's nesting order (outer first): a link around bold text. */
const nesting: Record<MarkupType, number> = { A: 0, STRONG: 1, EM: 2, CODE: 3 };

/** One order for markups, so equal content always saves equal JSON. */
const canonical = (a: MarkupInput, b: MarkupInput) =>
  a.start - b.start || b.end - a.end || nesting[a.type] - nesting[b.type];

/**
 * A link's markup: its address, or for a mention the person it names and no address (the server
 * writes `/@username` when it publishes, and takes only web and mail addresses from a save).
 */
function $linkMarkup(link: LinkNode, start: number, end: number): MarkupInput {
  const userId = $mentionedUserId(link);
  return userId ? { type: 'A', start, end, userId } : { type: 'A', start, end, href: link.getURL() };
}

/**
 * A block's inline content as stored: its text, and its markups as UTF-16 offsets into it. A run of
 * one format across several text nodes (say bold, partly inside a link) is one markup.
 */
export function $inlineContent(block: ElementNode): { text: string; markups: MarkupInput[] } {
  let text = '';
  const markups: MarkupInput[] = [];
  const open = new Map<MarkupType, MarkupInput>();
  // Where the last text node ended: a run continues past the line breaks that follow it.
  let textEnd = 0;
  const visit = (node: LexicalNode): void => {
    if ($isElementNode(node)) {
      const start = text.length;
      node.getChildren().forEach(visit);
      if ($isLinkNode(node) && text.length > start) markups.push($linkMarkup(node, start, text.length));
      return;
    }
    const piece = node.getTextContent();
    if (piece === '') return;
    const start = text.length;
    text += piece;
    if (!$isTextNode(node)) return;
    for (const [format, type] of formats) {
      if (!node.hasFormat(format)) continue;
      const run = open.get(type);
      if (run && (run.end === start || run.end === textEnd)) run.end = text.length;
      else {
        const markup: MarkupInput = { type, start, end: text.length };
        open.set(type, markup);
        markups.push(markup);
      }
    }
    textEnd = text.length;
  };
  block.getChildren().forEach(visit);
  return { text, markups: markups.sort(canonical) };
}

const within = (text: string) => (markup: MarkupInput) =>
  markup.start >= 0 && markup.end <= text.length && markup.start < markup.end;

/** Links cannot overlap in the editor: a link starting inside an earlier one starts where it ends. */
function separateLinks(links: MarkupInput[]): MarkupInput[] {
  const separate: MarkupInput[] = [];
  for (const link of [...links].sort(canonical)) {
    const start = Math.max(link.start, separate.at(-1)?.end ?? 0);
    if (start < link.end) separate.push({ ...link, start });
  }
  return separate;
}

/** A stored link's node: a mention of its person (decision 275), or a link to its address. */
const $linkOf = (markup: MarkupInput): LinkNode =>
  markup.userId ? $createMentionLink({ userId: markup.userId }) : $createLinkNode(markup.href!.trim());

/** Text with its line breaks as Lexical holds them: text nodes and line-break nodes. */
const $textPieces = (text: string, marks: readonly TextFormatType[]): LexicalNode[] =>
  text.split('\n').flatMap((line, index) => {
    const nodes: LexicalNode[] = index > 0 ? [$createLineBreakNode()] : [];
    if (line === '') return nodes;
    const node = $createTextNode(line);
    marks.forEach((mark) => node.toggleFormat(mark));
    return [...nodes, node];
  });

/**
 * The inline nodes of stored text and markups: the text cut at every markup boundary, each piece with
 * the formats covering it, pieces under one link grouped in one LinkNode. Markups outside the text,
 * empty ones, and links the story cannot hold are dropped, as the story page drops them.
 */
export function $inlineNodes(text: string, markups: readonly MarkupInput[]): LexicalNode[] {
  const valid = markups.filter(within(text));
  const links = separateLinks(
    valid.filter((markup) => markup.type === 'A' && (markup.userId || isStoryLink(markup.href ?? ''))),
  );
  const styles = valid.filter((markup) => markup.type !== 'A');
  const cuts = [...new Set([0, text.length, ...[...links, ...styles].flatMap((m) => [m.start, m.end])])].sort(
    (a, b) => a - b,
  );
  const nodes: LexicalNode[] = [];
  let openLink = null as { markup: MarkupInput; node: ElementNode } | null;
  for (let index = 0; index + 1 < cuts.length; index++) {
    const [from, to] = [cuts[index]!, cuts[index + 1]!];
    const marks = formats
      .filter(([, type]) => styles.some((m) => m.type === type && m.start <= from && m.end >= to))
      .map(([format]) => format);
    const pieces = $textPieces(text.slice(from, to), marks);
    const link = links.find((m) => m.start <= from && m.end >= to);
    if (!link) {
      openLink = null;
      nodes.push(...pieces);
      continue;
    }
    if (openLink?.markup !== link) {
      openLink = { markup: link, node: $linkOf(link) };
      nodes.push(openLink.node);
    }
    openLink.node.append(...pieces);
  }
  return nodes;
}
