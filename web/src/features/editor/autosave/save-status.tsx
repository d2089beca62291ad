import type { AutosaveStatus } from './autosave.ts';
import { autosaveTexts } from './autosave-texts.ts';

const textOf = (status: AutosaveStatus): string => {
  switch (status.state) {
    case 'saving':
      return autosaveTexts.saving;
    case 'saved':
      return autosaveTexts.saved;
    case 'unsaved':
      return autosaveTexts.unsaved;
    case 'offline':
      return autosaveTexts.offline;
    case 'refused':
      return status.message;
    case 'conflict':
      return autosaveTexts.conflictHeading;
  }
};

/** The editor header's line about saving, announced politely to screen readers. */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
  return (
    <p className={`save-status save-status--${status.state}`} role="status" aria-live="polite">
      {textOf(status)}
    </p>
  );
}
