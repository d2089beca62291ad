import { Button, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { SaveOutcome } from '../../api/viewer-update.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from './field-status.tsx';
import { useFieldStatus } from './use-field-status.ts';

export interface TextSettingProps {
  name: string;
  label: string;
  /** The saved value; the field starts from it and follows it while the reader has not edited. */
  value: string;
  hint?: ReactNode;
  /** Spec 2 §5: a counter count/limit, in the error colour when exceeded (the save is then refused). */
  limit?: number;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** An instant check of the draft (before the length limit's own); its message stops the save. */
  check?: (draft: string) => string | null;
  save: (draft: string) => Promise<SaveOutcome>;
  /** What the status line says after a save instead of 'Saved'. */
  savedText?: (draft: string) => string;
  submitLabel?: string;
}

/**
 * One text setting as its own form (Amplify UI's TextField or TextAreaField, and its Button): Enter submits (spec 2 §5; also in a multi-line field, where
 * Shift+Enter breaks the line), the status shows beside it, and after a failed save the field keeps
 * what the reader typed. A form that creates something (value '') is emptied by a successful save.
 */
export function TextSetting(props: TextSettingProps) {
  const { name, label, value, limit, check } = props;
  const [draft, setDraft] = useState(value);
  /** Whether the field holds the reader's text rather than the saved value. */
  const [edited, setEdited] = useState(false);
  const field = useFieldStatus();
  const ids = { input: useId(), status: useId(), hint: useId() };
  const [savedDraft, setSavedDraft] = useState('');

  // The saved value shows until the reader edits; after a successful save it shows again (as the
  // server keeps it: trimmed, say). After a failed save the reader's text stays.
  if (!edited && draft !== value) setDraft(value);

  const over = limit !== undefined && draft.length > limit;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (field.status === 'LOADING') return;
    const problem = check?.(draft) ?? (over ? settingsTexts.tooLong(label, limit) : null);
    if (problem) return field.fail(problem);
    if (draft === value) return;
    setSavedDraft(draft);
    if (await field.save(() => props.save(draft))) setEdited(false);
  }

  function edit(next: string) {
    setDraft(next);
    setEdited(true);
    field.reset();
  }

  function enterSubmits(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  const common = {
    id: ids.input,
    name,
    label,
    value: draft,
    variation: 'quiet' as const,
    hasError: field.status === 'ERROR' || over,
    'aria-describedby': `${props.hint ? `${ids.hint} ` : ''}${ids.status}`,
    className: 'settings-field__control',
  };
  return (
    <form className="settings-field" onSubmit={submit} noValidate>
      <div className="settings-field__row">
        {props.multiline ? (
          <TextAreaField
            {...common}
            rows={3}
            onChange={(event) => edit(event.target.value)}
            onKeyDown={enterSubmits}
          />
        ) : (
          <TextField
            {...common}
            type={props.type ?? 'text'}
            autoComplete={props.autoComplete ?? 'off'}
            onChange={(event) => edit(event.target.value)}
          />
        )}
        <Button type="submit" isDisabled={field.status === 'LOADING'}>
          {props.submitLabel ?? settingsTexts.save}
        </Button>
      </div>
      <div className="settings-field__meta">
        {props.hint && (
          <p id={ids.hint} className="settings-field__hint">
            {props.hint}
          </p>
        )}
        {limit !== undefined && (
          <span className={`settings-field__counter${over ? ' settings-field__counter--over' : ''}`}>
            {settingsTexts.counter(draft.length, limit)}
          </span>
        )}
      </div>
      <FieldStatusLine
        id={ids.status}
        status={field.status}
        message={field.message}
        successText={props.savedText?.(savedDraft)}
      />
    </form>
  );
}
