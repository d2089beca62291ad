import { createHeadlessEditor } from '@lexical/headless';
import { $getSelection, $isRangeSelection, type LexicalEditor, type RangeSelection } from 'lexical';
import { fromParagraphs } from '../conversion/from-paragraphs.ts';
import { toParagraphs } from '../conversion/to-paragraphs.ts';
import { editorNodes } from '../model/editor-nodes.ts';
import { registerModelRules } from '../model/model-rules.ts';
import type { ParagraphInput } from '../model/paragraph-input.ts';

/** The story editor without a DOM, for tests: the same nodes and model rules, filled with a body. */
export function headlessStoryEditor(paragraphs: readonly ParagraphInput[] = []): LexicalEditor {
  const editor = createHeadlessEditor({
    namespace: 'story-test',
    nodes: editorNodes,
    onError: (error) => {
      throw error;
    },
  });
  registerModelRules(editor);
  editor.update(fromParagraphs(paragraphs), { discrete: true });
  return editor;
}

/** Runs a change to the editor at once (a discrete update). */
export const change = (editor: LexicalEditor, update: () => void): void =>
  editor.update(update, { discrete: true });

export const saved = (editor: LexicalEditor): ParagraphInput[] => toParagraphs(editor.getEditorState());

/** The editor's caret or range selection; a test that expects one fails without it. */
export function $caret(): RangeSelection {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) throw new Error('The editor has no range selection');
  return selection;
}
