import { useEffect, useRef, useState } from 'react';
import { highlightLimits } from '#contract/highlights.ts';
import { highlightTexts } from './highlight-texts.ts';

/** The private note's form in the selection menu (loaded on first use): the note, Save or Cancel. */
export function NoteForm({ onSave, onCancel }: { onSave: (note: string) => void; onCancel: () => void }) {
  const [note, setNote] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className="highlight-menu__note-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (note.trim()) onSave(note.trim());
      }}
    >
      <textarea
        ref={field}
        className="highlight-menu__note-field"
        aria-label={highlightTexts.privateNote}
        placeholder={highlightTexts.notePlaceholder}
        maxLength={highlightLimits.noteMaxLength}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <button type="submit" className="highlight-menu__action">
        {highlightTexts.saveNote}
      </button>
      <button type="button" className="highlight-menu__action" onClick={onCancel}>
        {highlightTexts.cancel}
      </button>
    </form>
  );
}
