import { $isCodeNode } from '@lexical/code';
import { $isLinkNode, $toggleLink } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  mergeRegister,
  type LexicalEditor,
  type RangeSelection,
  type TextFormatType,
} from 'lexical';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { isStoryLink } from '../model/safe-link.ts';
import { editorTexts } from '../texts.ts';

interface SelectionFormats {
  top: number;
  left: number;
  formats: Record<'bold' | 'italic' | 'code', boolean>;
  link: string | null;
}

const formatButtons = [
  ['bold', editorTexts.bold, 'B'],
  ['italic', editorTexts.italic, 'i'],
  ['code', editorTexts.code, '<>'],
] as const satisfies readonly (readonly [TextFormatType, string, string])[];

/** A range of text outside code blocks, or nothing to format. */
function $textRange(): RangeSelection | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || selection.isCollapsed()) return null;
  return $findMatchingParent(selection.anchor.getNode(), $isCodeNode) ? null : selection;
}

function $formatsOf(editor: LexicalEditor): SelectionFormats | null {
  const selection = $textRange();
  if (!selection) return null;
  const block = editor.getElementByKey(selection.anchor.getNode().getTopLevelElementOrThrow().getKey());
  return {
    top: block?.offsetTop ?? 0,
    left: block?.offsetLeft ?? 0,
    formats: {
      bold: selection.hasFormat('bold'),
      italic: selection.hasFormat('italic'),
      code: selection.hasFormat('code'),
    },
    link: $findMatchingParent(selection.anchor.getNode(), $isLinkNode)?.getURL() ?? null,
  };
}

/**
 * Bold, italic, code and link for the selected text, above its block; Ctrl/Cmd+K opens the link field.
 * (Ctrl/Cmd+B and I come with Lexical's rich text; underline is not stored, the model rules undo it.)
 */
export function InlineToolbar() {
  const [editor] = useLexicalComposerContext();
  const [selected, setSelected] = useState<SelectionFormats | null>(null);
  const [link, setLink] = useState<{ href: string; invalid: boolean } | null>(null);
  const range = useRef<RangeSelection | null>(null);

  /** Opens the link field for the selected text, remembering the selection the field's focus takes. */
  const $openLink = useCallback(() => {
    range.current = $textRange()?.clone() ?? null;
    if (range.current) setLink({ href: $formatsOf(editor)?.link ?? 'https://', invalid: false });
    return range.current !== null;
  }, [editor]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => setSelected($formatsOf(editor))),
        ),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k' || !$openLink())
              return false;
            event.preventDefault();
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, $openLink],
  );

  const applyLink = (href: string | null) => {
    editor.update(() => {
      if (range.current) $setSelection(range.current.clone());
      $toggleLink(href);
    });
    setLink(null);
    editor.focus();
  };
  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    if (link && isStoryLink(link.href)) applyLink(link.href.trim());
    else if (link) setLink({ ...link, invalid: true });
  };

  if (!selected && !link) return null;
  const at = selected ?? { top: 0, left: 0 };
  return (
    <div
      className="story-editor__toolbar"
      role="toolbar"
      aria-label={editorTexts.formatting}
      style={{ top: at.top, left: at.left }}
    >
      {link ? (
        <form onSubmit={submitLink}>
          <input
            aria-label={editorTexts.linkAddress}
            aria-invalid={link.invalid}
            value={link.href}
            autoFocus
            onChange={(event) => setLink({ href: event.target.value, invalid: false })}
            onKeyDown={(event) => event.key === 'Escape' && setLink(null)}
          />
          <button type="submit">{editorTexts.linkApply}</button>
          {link.invalid && <span role="alert">{editorTexts.linkInvalid}</span>}
        </form>
      ) : (
        <>
          {formatButtons.map(([format, label, glyph]) => (
            <button
              key={format}
              type="button"
              aria-label={label}
              aria-pressed={selected?.formats[format] ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
            >
              {glyph}
            </button>
          ))}
          {selected?.link ? (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => applyLink(null)}
            >
              {editorTexts.linkRemove}
            </button>
          ) : (
            <button
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor.read($openLink)}
            >
              {editorTexts.link}
            </button>
          )}
        </>
      )}
    </div>
  );
}
