import { useEffect, useRef, useState } from 'react';
import { handOffResponse } from '#web/lib/responding/handoff.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import type { Paragraph } from '#web/ui/story-body/post-body-fragment.ts';
import { fillWith, paragraphsOf, type ResponseParagraph } from './response-text.ts';
import { responsesTexts } from './texts.ts';

export interface ResponseEditorProps {
  /** The response being edited; a new one starts empty. */
  initial?: readonly Pick<Paragraph, 'text' | 'markups'>[];
  submitLabel: string;
  /** Answers the words to show when the text was not saved (it stays in the box). */
  onSubmit(paragraphs: ResponseParagraph[]): Promise<string | undefined>;
  onCancel(): void;
  /** A new response to this story may move to the full editor, its text carried along (decision 121). */
  fullEditorFor?: string;
}

/** The toolbar's commands: the browser's own, on the selection inside the box. */
const format = (command: 'bold' | 'italic' | 'createLink', value?: string) =>
  document.execCommand(command, false, value);

/**
 * The small response editor (its own chunk, loaded when the reader focuses the response box): a
 * contentEditable box on the stored paragraph model — a paragraph per line, bold, italic and links
 * (response-text.ts translates). Submitting keeps the text until the server has it.
 */
export default function ResponseEditor({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  fullEditorFor,
}: ResponseEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  useEffect(() => {
    if (!box.current) return;
    if (initial) fillWith(box.current, initial);
    box.current.focus();
  }, [initial]);

  async function submit() {
    if (!box.current || busy) return;
    setBusy(true);
    setMessage(await onSubmit(paragraphsOf(box.current)));
    setBusy(false);
  }

  /** The text goes to the full editor through /p/{postId}/responses/new; kept here if it cannot go. */
  const openFullEditor = (postId: string) => {
    if (!box.current) return;
    if (!handOffResponse(postId, paragraphsOf(box.current))) setMessage(responsesTexts.handOffFailed);
    else window.location.assign(buildRoute('RespondToPost', { postId }));
  };

  const link = () => {
    const href = window.prompt(responsesTexts.linkPrompt);
    if (href) format('createLink', href);
  };

  return (
    <div className="response-editor">
      <div
        ref={box}
        className="response-editor__box"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-label={responsesTexts.editorLabel}
        suppressContentEditableWarning
      />
      {message && (
        <p className="response-editor__message" role="alert">
          {message}
        </p>
      )}
      <div className="response-editor__bar">
        <button
          type="button"
          aria-label={responsesTexts.bold}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => format('bold')}
        >
          <b>B</b>
        </button>
        <button
          type="button"
          aria-label={responsesTexts.italic}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => format('italic')}
        >
          <i>i</i>
        </button>
        <button
          type="button"
          aria-label={responsesTexts.link}
          onMouseDown={(event) => event.preventDefault()}
          onClick={link}
        >
          🔗
        </button>
        {fullEditorFor && (
          <button
            type="button"
            aria-label={responsesTexts.openFullEditor}
            title={responsesTexts.openFullEditor}
            onClick={() => openFullEditor(fullEditorFor)}
            disabled={busy}
          >
            ⤢
          </button>
        )}
        <span className="response-editor__spacer" />
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {responsesTexts.cancel}
        </button>
        <button type="button" className="button button--dark" onClick={() => void submit()} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
