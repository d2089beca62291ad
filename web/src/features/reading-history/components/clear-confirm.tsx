import { useEffect, useId, useRef } from 'react';
import { readingHistoryTexts as t } from '../texts.ts';

/** Asks before the whole history goes: Clear or Cancel; focus starts on Cancel, and Escape cancels. */
export function ClearConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const cancel = useRef<HTMLButtonElement>(null);
  const textId = useId();
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      className="reading-history__confirm"
      role="alertdialog"
      aria-describedby={textId}
      aria-label={t.clear}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <p id={textId}>{t.confirmClear}</p>
      <button type="button" className="button button--dark" onClick={onConfirm}>
        {t.confirm}
      </button>
      <button ref={cancel} type="button" className="button button--outline" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
