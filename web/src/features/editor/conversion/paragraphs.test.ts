import { $createListItemNode, $createListNode, $isListNode } from '@lexical/list';
import { $createHeadingNode } from '@lexical/rich-text';
import { $createLinkNode, $isLinkNode } from '@lexical/link';
import { $createParagraphNode, $createTextNode, $getRoot, type ElementNode, type TextNode } from 'lexical';
import { $blocks, $nameOf, $setName } from '../model/block-names.ts';
import { $createMention, $mentionedUserId } from '../model/mentions.ts';
import type { ParagraphInput } from '../model/paragraph-input.ts';
import { $caret, change, headlessStoryEditor, saved } from '../testing/headless-story-editor.ts';

const p = (name: string, text: string, markups: ParagraphInput['markups'] = []): ParagraphInput => ({
  name,
  type: 'P',
  text,
  markups,
});

/** A story using every stored type, as the story page would receive it. */
const everyType: ParagraphInput[] = [
  { name: 'a001', type: 'H1', text: 'The title inside', markups: [] },
  p('a002', 'Bold and italic overlap, with a link and code.', [
    { type: 'STRONG', start: 0, end: 15 },
    { type: 'EM', start: 9, end: 24 },
    { type: 'A', start: 33, end: 37, href: 'https://example.com/a' },
    { type: 'STRONG', start: 35, end: 41 },
    { type: 'CODE', start: 42, end: 46 },
  ]),
  { name: 'a003', type: 'H2', text: 'Second level', markups: [{ type: 'EM', start: 0, end: 6 }] },
  { name: 'a004', type: 'H3', text: 'Third', markups: [] },
  { name: 'a005', type: 'H4', text: 'Fourth', markups: [] },
  { name: 'a006', type: 'BQ', text: 'A quote\nover two lines', markups: [{ type: 'EM', start: 2, end: 12 }] },
  { name: 'a007', type: 'PQ', text: 'A pull quote', markups: [] },
  {
    name: 'a008',
    type: 'PRE',
    text: 'const a = 1;\n\tif (a) {}\n',
    markups: [],
    codeBlockMetadata: { lang: 'ts' },
  },
  { name: 'a009', type: 'PRE', text: 'plain', markups: [] },
  {
    name: 'a00a',
    type: 'IMG',
    text: 'A caption',
    layout: 'OUTSET_CENTER',
    markups: [],
    metadata: {
      id: '1*abc.jpeg',
      alt: 'A lake',
      focusPercentX: 30,
      focusPercentY: 60,
      originalWidth: 1600,
      originalHeight: 900,
    },
  },
  {
    name: 'a00b',
    type: 'IMG',
    text: '',
    layout: 'FULL_WIDTH',
    markups: [],
    metadata: {
      id: '1*def.png',
      alt: null,
      focusPercentX: null,
      focusPercentY: null,
      originalWidth: 800,
      originalHeight: 600,
    },
  },
  { name: 'a00c', type: 'ULI', text: 'one', markups: [] },
  { name: 'a00d', type: 'ULI', text: 'two', markups: [{ type: 'STRONG', start: 0, end: 3 }] },
  { name: 'a00e', type: 'OLI', text: 'first', markups: [] },
  { name: 'a00f', type: 'OLI', text: 'second', markups: [] },
  { name: 'a010', type: 'HR', text: '', markups: [] },
  {
    name: 'a011',
    type: 'MIXTAPE_EMBED',
    text: 'A page',
    markups: [],
    mixtapeMetadata: { href: 'https://example.com/p' },
  },
  { name: 'a012', type: 'ULI', text: 'a list after the separator', markups: [] },
  p('a013', '👋 emoji 🇫🇷 then bold', [
    { type: 'EM', start: 0, end: 2 },
    { type: 'A', start: 3, end: 8, href: 'mailto:someone@example.com' },
    { type: 'STRONG', start: 19, end: 23 },
  ]),
];

describe('the conversion between the editor and the stored paragraphs', () => {
  it('saves exactly what it was given, for every type, markups and names included', () => {
    expect(saved(headlessStoryEditor(everyType))).toEqual(everyType);
  });

  it('puts each stored type in its Lexical node', () => {
    const editor = headlessStoryEditor(everyType);
    const types = editor.getEditorState().read(() =>
      $getRoot()
        .getChildren()
        .map((node) => node.getType()),
    );
    expect(types).toEqual([
      'heading',
      'paragraph',
      'heading',
      'heading',
      'heading',
      'quote',
      'pull-quote',
      'code',
      'code',
      'folio-image',
      'folio-image',
      'list',
      'list',
      'horizontalrule',
      'folio-embed',
      'list',
      'paragraph',
    ]);
  });

  it('cuts text at UTF-16 offsets, so surrogate pairs stay whole in the editor', () => {
    const editor = headlessStoryEditor([everyType.at(-1)!]);
    const pieces = editor
      .getEditorState()
      .read(() =>
        ($getRoot().getFirstChild() as ElementNode).getAllTextNodes().map((node) => node.getTextContent()),
      );
    expect(pieces).toEqual(['👋', ' ', 'emoji', ' 🇫🇷 then ', 'bold']);
  });

  it('saves equivalent markups one way: runs of one format merged, offsets outside the text and unsafe links dropped', () => {
    const editor = headlessStoryEditor([
      p('b001', 'abcdefghij', [
        { type: 'STRONG', start: 0, end: 3 },
        { type: 'STRONG', start: 3, end: 6 },
        { type: 'EM', start: 4, end: 40 },
        { type: 'CODE', start: 5, end: 5 },
        { type: 'A', start: 6, end: 9, href: 'javascript:alert(1)' },
        { type: 'A', start: 0, end: 4, href: '/relative' },
      ]),
      p('b002', 'two links', [
        { type: 'A', start: 0, end: 5, href: 'https://a.example' },
        { type: 'A', start: 3, end: 9, href: 'https://b.example' },
      ]),
    ]);
    expect(saved(editor)).toEqual([
      p('b001', 'abcdefghij', [{ type: 'STRONG', start: 0, end: 6 }]),
      p('b002', 'two links', [
        { type: 'A', start: 0, end: 5, href: 'https://a.example' },
        { type: 'A', start: 5, end: 9, href: 'https://b.example' },
      ]),
    ]);
  });

  it('does not save blocks of white space; an empty body is one paragraph to type into', () => {
    const editor = headlessStoryEditor([
      p('c001', '   '),
      p('c002', 'kept'),
      { ...p('c003', ''), type: 'H3' },
    ]);
    expect(saved(editor)).toEqual([p('c002', 'kept')]);
    const empty = headlessStoryEditor([]);
    expect(saved(empty)).toEqual([]);
    expect(
      empty.getEditorState().read(() =>
        $getRoot()
          .getChildren()
          .map((node) => node.getType()),
      ),
    ).toEqual(['paragraph']);
  });
});

describe('mentions (decision 275)', () => {
  const mentioning = (markup: ParagraphInput['markups'][number]) =>
    p('m001', 'Thanks Ruth Okafor, and Ann', [markup, { type: 'STRONG', start: 24, end: 27 }]);

  it('save the person they name and no address: the server writes /@username when it publishes', () => {
    const draft = mentioning({ type: 'A', start: 7, end: 18, userId: 'u-ruth' });
    expect(saved(headlessStoryEditor([draft]))).toEqual([draft]);
    const published = mentioning({ type: 'A', start: 7, end: 18, href: '/@ruthokafor', userId: 'u-ruth' });
    expect(saved(headlessStoryEditor([published]))).toEqual([draft]);
  });

  it('reopen as links to the profile, kept by the model rules that drop other relative links', () => {
    const editor = headlessStoryEditor([mentioning({ type: 'A', start: 7, end: 18, userId: 'u-ruth' })]);
    const links = editor.getEditorState().read(() =>
      $getRoot()
        .getFirstChildOrThrow<ElementNode>()
        .getChildren()
        .filter($isLinkNode)
        .map((link) => [link.getTextContent(), link.getURL(), $mentionedUserId(link)]),
    );
    expect(links).toEqual([['Ruth Okafor', '/u/u-ruth', 'u-ruth']]);
  });

  it('written by the typeahead carry the username in their address, and save the same markup', () => {
    const editor = headlessStoryEditor([p('m002', 'Hi ')]);
    change(editor, () =>
      $getRoot()
        .getFirstChildOrThrow<ElementNode>()
        .append($createMention({ userId: 'u-ruth', username: 'ruthokafor', name: 'Ruth' })),
    );
    expect(saved(editor)).toEqual([
      p('m002', 'Hi Ruth', [{ type: 'A', start: 3, end: 7, userId: 'u-ruth' }]),
    ]);
    const url = editor
      .getEditorState()
      .read(() => $getRoot().getFirstChildOrThrow<ElementNode>().getChildren().find($isLinkNode)!.getURL());
    expect(url).toBe('/@ruthokafor');
  });
});

describe('paragraph names', () => {
  it('keep their names when edited, and new blocks get new four-hex names', () => {
    const editor = headlessStoryEditor([p('d001', 'first'), p('d002', 'second')]);
    change(editor, () => {
      const first = $getRoot().getFirstChildOrThrow<ElementNode>();
      first.append($createTextNode(' edited'));
      first.insertAfter($createParagraphNode().append($createTextNode('new')));
    });
    const paragraphs = saved(editor);
    expect(paragraphs.map(({ text }) => text)).toEqual(['first edited', 'new', 'second']);
    expect(paragraphs[0]!.name).toBe('d001');
    expect(paragraphs[2]!.name).toBe('d002');
    expect(paragraphs[1]!.name).toMatch(/^[0-9a-f]{4}$/);
    expect(['d001', 'd002']).not.toContain(paragraphs[1]!.name);
  });

  it('a copy leaves the name with the block that had it, wherever the copy goes', () => {
    const editor = headlessStoryEditor([p('e001', 'one'), p('e002', 'two')]);
    change(editor, () => {
      const copy = $createParagraphNode().append($createTextNode('two'));
      $setName(copy, 'e002');
      $getRoot().getFirstChildOrThrow().insertBefore(copy);
    });
    const names = editor.getEditorState().read(() => $blocks().map($nameOf));
    expect(names.slice(1)).toEqual(['e001', 'e002']);
    expect(names[0]).toMatch(/^[0-9a-f]{4}$/);
    expect(new Set(names).size).toBe(3);
  });

  it('Enter in the middle of a paragraph leaves its name on the first half', () => {
    const editor = headlessStoryEditor([p('e101', 'one two'), p('e102', 'three')]);
    change(editor, () => {
      $getRoot().getFirstChildOrThrow<ElementNode>().getFirstChildOrThrow<TextNode>().select(3, 3);
      $caret().insertParagraph();
    });
    const paragraphs = saved(editor);
    expect(paragraphs.map(({ text }) => text)).toEqual(['one', ' two', 'three']);
    expect(paragraphs[0]!.name).toBe('e101');
    expect(paragraphs[2]!.name).toBe('e102');
    expect(['e101', 'e102']).not.toContain(paragraphs[1]!.name);
  });

  it('duplicate names in a stored body are made unique, the first keeping it', () => {
    const paragraphs = saved(headlessStoryEditor([p('f001', 'a'), p('f001', 'b')]));
    expect(paragraphs[0]!.name).toBe('f001');
    expect(paragraphs[1]!.name).not.toBe('f001');
  });
});

describe('the editor holds only what the model stores', () => {
  it('flattens nested lists, makes h5 an H4, drops underline and unsafe links', () => {
    const editor = headlessStoryEditor([]);
    change(editor, () => {
      const nested = $createListNode('number').append($createListItemNode().append($createTextNode('inner')));
      const outer = $createListNode('bullet').append(
        $createListItemNode().append($createTextNode('outer')),
        $createListItemNode().append(nested),
      );
      const underlined = $createTextNode('under').toggleFormat('underline').toggleFormat('bold');
      const unsafe = $createLinkNode('javascript:alert(1)').append($createTextNode('click'));
      $getRoot()
        .clear()
        .append(
          outer,
          $createHeadingNode('h5').append($createTextNode('small heading')),
          $createParagraphNode().append(underlined, unsafe),
        );
    });
    expect(saved(editor).map(({ name: _name, ...paragraph }) => paragraph)).toEqual([
      { type: 'ULI', text: 'outer', markups: [] },
      { type: 'ULI', text: 'inner', markups: [] },
      { type: 'H4', text: 'small heading', markups: [] },
      { type: 'P', text: 'underclick', markups: [{ type: 'STRONG', start: 0, end: 5 }] },
    ]);
    const lists = editor.getEditorState().read(() => $getRoot().getChildren().filter($isListNode).length);
    expect(lists).toBe(1);
  });
});
