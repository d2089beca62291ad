/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { $getRoot, $getSelection, PASTE_COMMAND, type ElementNode, type LexicalEditor } from 'lexical';
import type { ParagraphInput } from '../model/paragraph-input.ts';
import { change, headlessStoryEditor, saved } from '../testing/headless-story-editor.ts';
import { registerStoryPaste } from './register-paste.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, `file://${__dirname}/`), 'utf8');

const stored = (editor: LexicalEditor) => saved(editor).map(({ name: _name, ...paragraph }) => paragraph);

/** A clipboard as the browser hands it to a paste event. */
function clipboard(data: Record<string, string>, files: File[] = []) {
  return {
    clipboardData: {
      types: Object.keys(data),
      files,
      getData: (type: string) => data[type] ?? '',
    },
    preventDefault: jest.fn(),
  };
}

/** Pastes into an empty story (or into the given one at its end) through the paste command. */
function pasted(data: Record<string, string>, story: ParagraphInput[] = []) {
  const editor = headlessStoryEditor(story);
  const images: File[] = [];
  registerStoryPaste(editor, (files) => images.push(...files));
  change(editor, () => $getRoot().getLastChildOrThrow<ElementNode>().selectEnd());
  const event = clipboard(data);
  change(editor, () => void editor.dispatchCommand(PASTE_COMMAND, event as unknown as ClipboardEvent));
  return { editor, images, event };
}

describe('paste from Google Docs', () => {
  it('keeps headings, bold, italic, links and lists; drops underline, styles and the remote image', () => {
    const { editor } = pasted({ 'text/html': fixture('google-docs.html'), 'text/plain': 'ignored' });
    expect(stored(editor)).toEqual([
      { type: 'H2', text: 'Why we moved', markups: [] },
      {
        type: 'P',
        text: 'The city was loud and expensive, said a report.',
        markups: [
          { type: 'STRONG', start: 13, end: 17 },
          { type: 'EM', start: 22, end: 31 },
          { type: 'A', start: 38, end: 46, href: 'https://example.com/report' },
        ],
      },
      { type: 'ULI', text: 'Rent', markups: [] },
      { type: 'ULI', text: 'Noise', markups: [] },
    ]);
  });
});

describe('paste from Word', () => {
  it('makes lists of list paragraphs, without their markers, and drops its styles and empty lines', () => {
    const { editor } = pasted({ 'text/html': fixture('word.html') });
    expect(stored(editor)).toEqual([
      { type: 'H1', text: 'Quarterly notes', markups: [] },
      {
        type: 'P',
        text: 'Sales rose by twelve percent, as forecast.',
        markups: [
          { type: 'STRONG', start: 14, end: 28 },
          { type: 'EM', start: 33, end: 41 },
        ],
      },
      { type: 'ULI', text: 'North', markups: [] },
      { type: 'ULI', text: 'South', markups: [] },
      { type: 'OLI', text: 'Hire', markups: [] },
      { type: 'OLI', text: 'Ship', markups: [] },
      {
        type: 'P',
        text: 'See the figures',
        markups: [{ type: 'A', start: 4, end: 15, href: 'https://example.com/q3' }],
      },
    ]);
  });
});

describe('paste from a web page', () => {
  it('drops scripts, styles, frames, forms and images, keeps the text of unknown tags and of unsafe links', () => {
    const { editor } = pasted({ 'text/html': fixture('web-page.html') });
    const paragraphs = stored(editor);
    const text = paragraphs.map((paragraph) => paragraph.text).join('\n');
    expect(text).not.toMatch(/tracker|display: none|Ad text|hidden|Subscribe/);
    expect(paragraphs).toEqual([
      { type: 'H3', text: 'A short history', markups: [] },
      {
        type: 'P',
        text: 'It began in 1998 with a single server and a clever trick, described here and in the wiki.',
        markups: [
          { type: 'STRONG', start: 12, end: 16 },
          { type: 'EM', start: 24, end: 30 },
          { type: 'A', start: 68, end: 72, href: 'https://example.org/trick' },
        ],
      },
      { type: 'P', text: 'The first server, 1998.', markups: [] },
      { type: 'BQ', text: 'Make it work, then make it fast.', markups: [] },
      {
        type: 'PRE',
        text: 'def hello():\n    print("hi")',
        markups: [],
        codeBlockMetadata: { lang: 'python' },
      },
      { type: 'H4', text: 'Footnote heading', markups: [] },
      { type: 'ULI', text: 'One', markups: [] },
      { type: 'ULI', text: 'Nested', markups: [] },
      { type: 'ULI', text: 'Two', markups: [] },
      { type: 'HR', text: '', markups: [] },
      {
        type: 'P',
        text: 'Press Ctrl and underlined struck code() widget text.',
        markups: [{ type: 'CODE', start: 33, end: 39 }],
      },
    ]);
  });
});

describe('paste of plain text', () => {
  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    const { editor, event } = pasted({
      'text/plain': 'First line\nwrapped here.\n\n\nSecond paragraph.\r\n\r\nThird.',
    });
    expect(stored(editor).map(({ text }) => text)).toEqual([
      'First line wrapped here.',
      'Second paragraph.',
      'Third.',
    ]);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('goes into the paragraph at the caret when it is one paragraph', () => {
    const { editor } = pasted({ 'text/plain': ' more' }, [
      { name: 'aaaa', type: 'P', text: 'Some', markups: [] },
    ]);
    expect(saved(editor)).toEqual([{ name: 'aaaa', type: 'P', text: 'Some more', markups: [] }]);
  });

  it('is taken as it is inside a code block', () => {
    const story: ParagraphInput[] = [
      { name: 'cccc', type: 'PRE', text: 'x', markups: [], codeBlockMetadata: { lang: null } },
    ];
    const { editor } = pasted({ 'text/plain': '\n\nif (a)\n\n  b();', 'text/html': '<p>ignored</p>' }, story);
    expect(saved(editor)[0]!.text).toBe('x\n\nif (a)\n\n  b();');
  });
});

describe('paste of image files', () => {
  it('hands the images to the upload and inserts nothing itself', () => {
    const editor = headlessStoryEditor([]);
    const images: File[] = [];
    registerStoryPaste(editor, (files) => images.push(...files));
    change(editor, () => $getRoot().getFirstChildOrThrow<ElementNode>().select());
    const photo = new File(['bytes'], 'photo.png', { type: 'image/png' });
    const event = clipboard({ 'text/html': '<img src="blob:x">' }, [photo, new File(['x'], 'notes.txt')]);
    change(editor, () => void editor.dispatchCommand(PASTE_COMMAND, event as unknown as ClipboardEvent));
    expect(images).toEqual([photo]);
    expect(saved(editor)).toEqual([]);
    expect(editor.getEditorState().read(() => $getSelection() !== null)).toBe(true);
  });
});
