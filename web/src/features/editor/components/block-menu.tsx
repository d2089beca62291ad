import { $createCodeNode } from '@lexical/code';
import { $createHorizontalRuleNode } from '@lexical/extension';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $getNodeByKey,
  $getSelection,
  $isParagraphNode,
  $isRangeSelection,
  type ElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { $createEmbedNode } from '../model/nodes/embed-node.tsx';
import { $createPullQuoteNode } from '../model/nodes/pull-quote-node.ts';
import { isWebLink } from '../model/safe-link.ts';
import { editorTexts } from '../texts.ts';
import { useUploads } from './uploads/uploads-context.ts';

/** The empty paragraph the caret is in, where the menu inserts, with its offset from the body's top. */
function $emptyLine(editor: LexicalEditor): { key: string; top: number } | null {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return null;
  const block = selection.anchor.getNode().getTopLevelElement();
  if (!$isParagraphNode(block) || block.getTextContentSize() > 0) return null;
  return { key: block.getKey(), top: editor.getElementByKey(block.getKey())?.offsetTop ?? 0 };
}

/** Changes the empty line the menu was opened on, if it is still there. */
const onLine = (editor: LexicalEditor, key: string, change: (line: ElementNode) => void) =>
  editor.update(() => {
    const line = $getNodeByKey(key);
    if ($isParagraphNode(line)) change(line);
  });

const becomes = ($create: () => ElementNode) => (line: ElementNode) => line.replace($create()).select();
const before = ($create: () => LexicalNode) => (line: ElementNode) => void line.insertBefore($create());

/**
 * The "+" beside an empty line: insert an image (a file picker), a separator, a code block, an embed
 * (its address asked for) or a pull quote there.
 */
export function BlockMenu() {
  const [editor] = useLexicalComposerContext();
  const uploads = useUploads();
  const [line, setLine] = useState<{ key: string; top: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [embed, setEmbed] = useState<{ href: string; invalid: boolean } | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const empty = $emptyLine(editor);
          setLine((current) => empty ?? (open || embed ? current : null));
        }),
      ),
    [editor, open, embed],
  );

  if (!line) return null;
  const act = (change: (line: ElementNode) => void) => {
    onLine(editor, line.key, change);
    setOpen(false);
  };
  const submitEmbed = (event: FormEvent) => {
    event.preventDefault();
    if (!embed || !isWebLink(embed.href)) {
      if (embed) setEmbed({ ...embed, invalid: true });
      return;
    }
    const href = embed.href.trim();
    act(before(() => $createEmbedNode({ href, title: href })));
    setEmbed(null);
  };

  return (
    <div className="story-editor__block-menu" style={{ top: line.top }}>
      <button
        type="button"
        aria-label={editorTexts.insert}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        +
      </button>
      {open && (
        <div role="menu" aria-label={editorTexts.insert}>
          <button type="button" role="menuitem" onClick={() => picker.current?.click()}>
            {editorTexts.insertImage}
          </button>
          <button type="button" role="menuitem" onClick={() => act(before($createHorizontalRuleNode))}>
            {editorTexts.insertSeparator}
          </button>
          <button type="button" role="menuitem" onClick={() => act(becomes(() => $createCodeNode()))}>
            {editorTexts.insertCode}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              setEmbed({ href: 'https://', invalid: false });
            }}
          >
            {editorTexts.insertEmbed}
          </button>
          <button type="button" role="menuitem" onClick={() => act(becomes($createPullQuoteNode))}>
            {editorTexts.insertPullQuote}
          </button>
        </div>
      )}
      {embed && (
        <form onSubmit={submitEmbed}>
          <input
            aria-label={editorTexts.embedAddress}
            aria-invalid={embed.invalid}
            value={embed.href}
            autoFocus
            onChange={(event) => setEmbed({ href: event.target.value, invalid: false })}
            onKeyDown={(event) => event.key === 'Escape' && setEmbed(null)}
          />
          <button type="submit">{editorTexts.insert}</button>
          {embed.invalid && <span role="alert">{editorTexts.embedInvalid}</span>}
        </form>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        hidden
        aria-label={editorTexts.chooseImage}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          act((empty) => empty.selectStart());
          uploads.insert(files);
        }}
      />
    </div>
  );
}
