import { useId, useState } from 'react';
import type { SaveOutcome } from '../../api/viewer-update.ts';
import { FieldStatusLine } from './field-status.tsx';
import { useFieldStatus } from './use-field-status.ts';

interface ToggleSettingProps {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  save: (checked: boolean) => Promise<SaveOutcome>;
}

/**
 * A yes/no setting, saved as soon as it changes. After a failed save the box keeps the reader's choice
 * beside the message, like a text field keeps what was typed; a new saved value replaces it.
 */
export function ToggleSetting({ name, label, hint, checked, save }: ToggleSettingProps) {
  const [choice, setChoice] = useState(checked);
  const [base, setBase] = useState(checked);
  const field = useFieldStatus();
  const ids = { input: useId(), status: useId(), hint: useId() };

  if (checked !== base) {
    setBase(checked);
    setChoice(checked);
  }

  function change(next: boolean) {
    setChoice(next);
    void field.save(() => save(next));
  }

  return (
    <div className="settings-field settings-field--toggle">
      <div className="settings-field__row">
        <input
          id={ids.input}
          name={name}
          type="checkbox"
          className="settings-field__checkbox"
          checked={choice}
          disabled={field.status === 'LOADING'}
          aria-describedby={`${hint ? `${ids.hint} ` : ''}${ids.status}`}
          onChange={(event) => change(event.target.checked)}
        />
        <label className="settings-field__label" htmlFor={ids.input}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hint} className="settings-field__hint">
          {hint}
        </p>
      )}
      <FieldStatusLine id={ids.status} status={field.status} message={field.message} />
    </div>
  );
}
