import { TextAreaField, TextField } from '@aws-amplify/ui-react';
import type { KeyboardEvent } from 'react';
import { storySettingsTexts } from '../texts.ts';

interface CountedFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Spec 2 §5: a counter count/limit, in the error colour when exceeded. */
  limit?: number;
  multiline?: boolean;
  hasError: boolean;
  isDisabled?: boolean;
  type?: 'text' | 'url';
}

/** Spec 2 §5: Enter submits, in a multi-line field too (where Shift+Enter breaks the line). */
function enterSubmits(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/** One text setting (Amplify UI's TextField or TextAreaField) with its counter. */
export function CountedField({ limit, multiline, onChange, hasError, ...field }: CountedFieldProps) {
  const over = limit !== undefined && field.value.length > limit;
  const common = {
    ...field,
    variation: 'quiet' as const,
    hasError: hasError || over,
    className: 'settings-field__control',
  };
  return (
    <div className="settings-field__row">
      {multiline ? (
        <TextAreaField
          {...common}
          rows={3}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={enterSubmits}
        />
      ) : (
        <TextField
          {...common}
          type={field.type ?? 'text'}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {limit !== undefined && (
        <span className={`settings-field__counter${over ? ' settings-field__counter--over' : ''}`}>
          {storySettingsTexts.counter(field.value.length, limit)}
        </span>
      )}
    </div>
  );
}
