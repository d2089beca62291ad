import { $isCodeNode } from '@lexical/code';
import { $findMatchingParent } from '@lexical/utils';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import {
  $getSelection,
  $isSelectionCapturedInDecoratorInput,
  $isRangeSelection,
  COMMAND_PRIORITY_LOW,
  isDOMNode,
  mergeRegister,
  PASTE_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { $insertPastedHtml, $insertPastedText } from './insert-pasted.ts';

const lexicalClipboard = 'application/x-lexical-editor';

const imagesOf = (files: Iterable<File>) => [...files].filter((file) => file.type.startsWith('image/'));

const $inCodeBlock = (): boolean => {
  const selection = $getSelection();
  return (
    $isRangeSelection(selection) && $findMatchingParent(selection.anchor.getNode(), $isCodeNode) !== null
  );
};

/**
 * Paste and drop into a story: image files go to `onImages` (to be uploaded), HTML is cleaned into the
 * model, plain text is split into paragraphs, and a code block takes text as it is. A copy from the
 * editor itself (Lexical's own clipboard format) is left to Lexical; the model rules still apply to it.
 * Dropped files reach DRAG_DROP_PASTE once rich text has put the caret where they were dropped.
 */
export function registerStoryPaste(editor: LexicalEditor, onImages: (files: File[]) => void): () => void {
  return mergeRegister(
    editor.registerCommand(
      PASTE_COMMAND,
      (event) => {
        const data = 'clipboardData' in event ? event.clipboardData : null;
        // A paste into a block's own field (a caption, alt text) is that field's.
        if (!data || (isDOMNode(event.target) && $isSelectionCapturedInDecoratorInput(event.target)))
          return false;
        const images = imagesOf(data.files);
        if (images.length === 0 && data.types.includes(lexicalClipboard)) return false;
        event.preventDefault();
        const selection = $getSelection();
        if (images.length > 0) onImages(images);
        else if ($inCodeBlock() && $isRangeSelection(selection))
          selection.insertRawText(data.getData('text/plain'));
        else if (data.types.includes('text/html')) $insertPastedHtml(editor, data.getData('text/html'));
        else $insertPastedText(data.getData('text/plain'));
        return true;
      },
      COMMAND_PRIORITY_LOW,
    ),
    editor.registerCommand(
      DRAG_DROP_PASTE,
      (files) => {
        const images = imagesOf(files);
        if (images.length > 0) onImages(images);
        return true;
      },
      COMMAND_PRIORITY_LOW,
    ),
  );
}
