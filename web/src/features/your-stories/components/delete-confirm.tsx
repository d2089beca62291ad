import { useEffect, useId, useRef } from 'react';
import { yourStoriesTexts } from '../texts.ts';

/**
 * Asks before a story goes to the trash, in the row itself (a small alert dialog, no modal): Delete or
 * Cancel; focus starts on Cancel, and Escape cancels.
 */
export function DeleteConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      className="story-row__confirm"
      role="alertdialog"
      aria-describedby={textId}
      aria-label={yourStoriesTexts.delete}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={textId} className="story-row__confirm-text">
        {yourStoriesTexts.confirmDelete}
      </p>
      <button type="button" className="button button--dark story-row__confirm-delete" onClick={onConfirm}>
        {yourStoriesTexts.confirm}
      </button>
      <button ref={cancel} type="button" className="button button--outline" onClick={onCancel}>
        {yourStoriesTexts.cancel}
      </button>
    </div>
  );
}
