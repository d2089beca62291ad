import { SwitchField } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
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
 * A yes/no setting (Amplify UI's SwitchField), saved as soon as it changes. After a failed save the
 * switch keeps the reader's choice beside the message, like a text field keeps what was typed; a new
 * saved value replaces it.
 */
export function ToggleSetting({ name, label, hint, checked, save }: ToggleSettingProps) {
  const [choice, setChoice] = useState(checked);
  const [base, setBase] = useState(checked);
  const field = useFieldStatus();
  const ids = { input: useId(), status: useId(), hint: useId() };
  const switchRef = useDescribedBy(`${hint ? `${ids.hint} ` : ''}${ids.status}`);

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
      <SwitchField
        ref={switchRef}
        id={ids.input}
        name={name}
        label={label}
        labelPosition="end"
        isChecked={choice}
        isDisabled={field.status === 'LOADING'}
        onChange={(event) => change(event.target.checked)}
      />
      {hint && (
        <p id={ids.hint} className="settings-field__hint">
          {hint}
        </p>
      )}
      <FieldStatusLine id={ids.status} status={field.status} message={field.message} />
    </div>
  );
}

/**
 * SwitchField gives extra props to its wrapper, not to its input: the hint and the status are tied to
 * the switch itself once it is on the page (they only ever show in the browser, with the data).
 */
function useDescribedBy(ids: string) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelector('input')?.setAttribute('aria-describedby', ids);
  }, [ids]);
  return wrapper;
}
