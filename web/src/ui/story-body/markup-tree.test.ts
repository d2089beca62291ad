import { markupTree, type Markup, type MarkupNode } from './markup-tree.ts';

/** A compact rendering of the tree: <strong>…</strong> etc. */
const show = (nodes: MarkupNode[]): string =>
  nodes
    .map((node) =>
      node.kind === 'text' ? node.text : `<${node.markup.type}>${show(node.children)}</${node.markup.type}>`,
    )
    .join('');

const tree = (text: string, markups: Markup[]) => show(markupTree(text, markups));

describe('markupTree', () => {
  it('leaves plain text alone', () => {
    expect(tree('Hello world', [])).toBe('Hello world');
  });

  it('wraps ranges by character offsets', () => {
    expect(tree('Hello bold world', [{ type: 'STRONG', start: 6, end: 10 }])).toBe(
      'Hello <STRONG>bold</STRONG> world',
    );
    expect(tree('em at start', [{ type: 'EM', start: 0, end: 2 }])).toBe('<EM>em</EM> at start');
    expect(tree('code at end', [{ type: 'CODE', start: 8, end: 11 }])).toBe('code at <CODE>end</CODE>');
  });

  it('nests a markup inside another', () => {
    expect(
      tree('a link with bold', [
        { type: 'STRONG', start: 12, end: 16 },
        { type: 'A', start: 2, end: 16, href: 'https://x.test' },
      ]),
    ).toBe('a <A>link with <STRONG>bold</STRONG></A>');
  });

  it('puts a link outside bold text when both cover the same range', () => {
    expect(
      tree('same', [
        { type: 'STRONG', start: 0, end: 4 },
        { type: 'A', start: 0, end: 4, href: '/x' },
      ]),
    ).toBe('<A><STRONG>same</STRONG></A>');
  });

  it('splits a markup that crosses the end of another', () => {
    expect(
      tree('abcdef', [
        { type: 'STRONG', start: 0, end: 4 },
        { type: 'EM', start: 2, end: 6 },
      ]),
    ).toBe('<STRONG>ab<EM>cd</EM></STRONG><EM>ef</EM>');
  });

  it('handles adjacent and separate markups', () => {
    expect(
      tree('one two three', [
        { type: 'EM', start: 8, end: 13 },
        { type: 'STRONG', start: 0, end: 3 },
        { type: 'CODE', start: 3, end: 7 },
      ]),
    ).toBe('<STRONG>one</STRONG><CODE> two</CODE> <EM>three</EM>');
  });

  it('drops markups outside the text or empty', () => {
    expect(
      tree('short', [
        { type: 'STRONG', start: 2, end: 99 },
        { type: 'EM', start: 3, end: 3 },
        { type: 'CODE', start: -1, end: 2 },
      ]),
    ).toBe('short');
  });

  it('keeps the link target on every piece of a split link', () => {
    const nodes = markupTree('abcdef', [
      { type: 'EM', start: 0, end: 3 },
      { type: 'A', start: 1, end: 6, href: 'https://x.test' },
    ]);
    const links: Markup[] = [];
    const walk = (list: MarkupNode[]) =>
      list.forEach((node) => {
        if (node.kind === 'markup') {
          if (node.markup.type === 'A') links.push(node.markup);
          walk(node.children);
        }
      });
    walk(nodes);
    expect(links.map((link) => [link.start, link.end, link.href])).toEqual([
      [1, 3, 'https://x.test'],
      [3, 6, 'https://x.test'],
    ]);
  });
});
