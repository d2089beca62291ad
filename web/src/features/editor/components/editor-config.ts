import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { fromParagraphs } from '../conversion/from-paragraphs.ts';
import { editorNodes } from '../model/editor-nodes.ts';
import type { ParagraphInput } from '../model/paragraph-input.ts';
import { editorTheme } from './editor-theme.ts';

const failLoudly = (error: Error) => {
  throw error;
};

/** A Lexical editor of the story model holding these paragraphs: the editor's, or a read-only preview's. */
export const storyEditorConfig = (
  namespace: string,
  paragraphs: readonly ParagraphInput[],
  editable = true,
): InitialConfigType => ({
  namespace,
  nodes: editorNodes,
  theme: editorTheme,
  onError: failLoudly,
  editable,
  editorState: fromParagraphs(paragraphs),
});
