import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import type { SaveOutcome } from '../../api/viewer-update.ts';
import { FieldStatusLine } from './field-status.tsx';
import { useFieldStatus } from './use-field-status.ts';

interface ChoiceSettingProps<T extends string> {
  name: string;
  legend: string;
  /** The choices in order, with their labels. */
  options: Record<T, string>;
  value: T;
  save: (value: T) => Promise<SaveOutcome>;
}

/**
 * One of a few values (Amplify UI's RadioGroupField), saved as soon as it changes; a failed save keeps
 * the choice.
 */
export function ChoiceSetting<T extends string>({
  name,
  legend,
  options,
  value,
  save,
}: ChoiceSettingProps<T>) {
  const [choice, setChoice] = useState(value);
  const [base, setBase] = useState(value);
  const field = useFieldStatus();
  const statusId = useId();

  if (value !== base) {
    setBase(value);
    setChoice(value);
  }

  function change(next: T) {
    setChoice(next);
    void field.save(() => save(next));
  }

  return (
    <RadioGroupField
      className="settings-field settings-field--choice"
      aria-describedby={statusId}
      name={name}
      legend={legend}
      labelPosition="end"
      value={choice}
      isDisabled={field.status === 'LOADING'}
      onChange={(event) => change(event.target.value as T)}
    >
      {(Object.entries(options) as [T, string][]).map(([option, label]) => (
        <Radio key={option} value={option}>
          {label}
        </Radio>
      ))}
      <FieldStatusLine id={statusId} status={field.status} message={field.message} />
    </RadioGroupField>
  );
}
