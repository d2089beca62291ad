import { registerMarkdownShortcuts } from '@lexical/markdown';
import { $getRoot, type ElementNode, type LexicalEditor } from 'lexical';
import { $caret, change, headlessStoryEditor, saved } from '../testing/headless-story-editor.ts';
import { storyTransformers } from './story-transformers.ts';

/** Types into an empty story one character per update, as keystrokes do. */
function typed(...lines: string[]): LexicalEditor {
  const editor = headlessStoryEditor([]);
  registerMarkdownShortcuts(editor, storyTransformers);
  change(editor, () => $getRoot().getFirstChildOrThrow<ElementNode>().select());
  lines.forEach((line, index) => {
    if (index > 0) change(editor, () => $caret().insertParagraph());
    for (const character of line) change(editor, () => $caret().insertText(character));
  });
  return editor;
}

const stored = (editor: LexicalEditor) => saved(editor).map(({ name: _name, ...paragraph }) => paragraph);

describe('Markdown shortcuts as the writer types', () => {
  it.each([
    ['# Big', 'H1'],
    ['## Smaller', 'H2'],
    ['### Section', 'H3'],
    ['#### Sub', 'H4'],
    ['> Quoted', 'BQ'],
    ['- Item', 'ULI'],
    ['* Item', 'ULI'],
    ['1. Item', 'OLI'],
  ])('%s makes a %s', (line, type) => {
    expect(stored(typed(line))).toEqual([{ type, text: line.replace(/^\S+ /, ''), markups: [] }]);
  });

  it('leaves ##### as text: the model has four heading levels', () => {
    expect(stored(typed('##### five'))).toEqual([{ type: 'P', text: '##### five', markups: [] }]);
  });

  it('makes a fenced code block with its language', () => {
    expect(stored(typed('```ts x'))).toEqual([
      { type: 'PRE', text: 'x', markups: [], codeBlockMetadata: { lang: 'ts' } },
    ]);
  });

  it('makes a separator of --- and keeps writing after it', () => {
    expect(stored(typed('before', '--- after'))).toEqual([
      { type: 'P', text: 'before', markups: [] },
      { type: 'HR', text: '', markups: [] },
      { type: 'P', text: 'after', markups: [] },
    ]);
  });

  it('formats **bold**, *italic*, `code` and [links](https://…)', () => {
    expect(stored(typed('a **b** *c* `d` [e](https://example.com) '))).toEqual([
      {
        type: 'P',
        text: 'a b c d e ',
        markups: [
          { type: 'STRONG', start: 2, end: 3 },
          { type: 'EM', start: 4, end: 5 },
          { type: 'CODE', start: 6, end: 7 },
          { type: 'A', start: 8, end: 9, href: 'https://example.com' },
        ],
      },
    ]);
  });

  it('keeps a Markdown link to an address the story cannot hold as text', () => {
    expect(stored(typed('[e](javascript:alert(1)) '))[0]!.markups).toEqual([]);
  });
});
