import { Button, SwitchField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { publicationNewsletterTexts as texts } from '../texts.ts';

export interface NewsletterDraft {
  name: string;
  description: string;
  showPromo: boolean;
  /** Only once the newsletter exists (decision 165): a new one tracks. */
  tracksOpensAndClicks?: boolean;
}

export type SaveResult = { ok: true } | { ok: false; message: string };

interface NewsletterFormProps {
  initial: NewsletterDraft;
  submitLabel: string;
  save: (draft: NewsletterDraft) => Promise<SaveResult>;
}

/** What the browser can tell before asking (the server checks the same limits: newsletter-fields.ts). */
function problemOf({ name, description }: NewsletterDraft): string | null {
  if (!name.trim()) return texts.nameEmpty;
  if (name.trim().length > texts.nameLimit) return texts.tooLong(texts.name, texts.nameLimit);
  if (description.trim().length > texts.descriptionLimit) {
    return texts.tooLong(texts.description, texts.descriptionLimit);
  }
  return null;
}

type Status = { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string };

/** The newsletter's name, description, promotion (and tracking), saved together (Amplify UI, the account surface). */
export function NewsletterForm({ initial, submitLabel, save }: NewsletterFormProps) {
  const [draft, setDraft] = useState(initial);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const edit = (change: Partial<NewsletterDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setStatus({ kind: 'idle' });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'saving') return;
    const problem = problemOf(draft);
    if (problem) return setStatus({ kind: 'error', message: problem });
    setStatus({ kind: 'saving' });
    const result = await save(draft);
    setStatus(result.ok ? { kind: 'saved' } : { kind: 'error', message: result.message });
  };
  const hasError = status.kind === 'error';
  return (
    <form className="settings-field newsletter-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        name="name"
        label={texts.name}
        value={draft.name}
        hasError={hasError}
        descriptiveText={`${draft.name.length}/${texts.nameLimit}`}
        onChange={(event) => edit({ name: event.target.value })}
      />
      <TextAreaField
        name="description"
        label={texts.description}
        value={draft.description}
        rows={3}
        descriptiveText={`${draft.description.length}/${texts.descriptionLimit}`}
        onChange={(event) => edit({ description: event.target.value })}
      />
      <SwitchField
        name="showPromo"
        label={texts.showPromo}
        isChecked={draft.showPromo}
        onChange={(event) => edit({ showPromo: event.target.checked })}
      />
      {draft.tracksOpensAndClicks === undefined ? null : (
        <SwitchField
          name="tracksOpensAndClicks"
          label={texts.tracksOpensAndClicks}
          isChecked={draft.tracksOpensAndClicks}
          onChange={(event) => edit({ tracksOpensAndClicks: event.target.checked })}
        />
      )}
      <Button type="submit" variation="primary" isDisabled={status.kind === 'saving'}>
        {submitLabel}
      </Button>
      <p className="settings-field__status" role={hasError ? 'alert' : 'status'}>
        {status.kind === 'saving'
          ? texts.saving
          : status.kind === 'saved'
            ? texts.saved
            : status.kind === 'error'
              ? status.message
              : null}
      </p>
    </form>
  );
}
