import { Button } from '@aws-amplify/ui-react';
import type { FormEvent, ReactNode } from 'react';
import { storySettingsTexts } from '../texts.ts';
import type { SectionStatus } from './use-section-form.ts';

interface SectionFrameProps {
  id: string;
  heading: string;
  about: string;
  status: SectionStatus;
  message: string | null;
  /** Absent: the section saves on change and has no Save button. */
  onSubmit?: () => void;
  children: ReactNode;
}

/**
 * A section of the story settings: its heading (which names it for assistive technology), what it
 * does, its fields, its Save, and its status — 'Saving…', 'Saved', or the problem as an alert. Enter
 * in a field submits the section (spec 2 §5).
 */
export function SectionFrame({ id, heading, about, status, message, onSubmit, children }: SectionFrameProps) {
  const text =
    status === 'LOADING'
      ? storySettingsTexts.saving
      : status === 'SUCCESS'
        ? storySettingsTexts.saved
        : status === 'ERROR'
          ? message
          : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <section id={id} className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        {heading}
      </h2>
      <p className="settings-field__hint">{about}</p>
      <form className="settings-field" onSubmit={submit} noValidate>
        {children}
        {onSubmit && (
          <Button type="submit" className="story-settings__save" isDisabled={status === 'LOADING'}>
            {storySettingsTexts.save}
          </Button>
        )}
        <p
          className={`settings-field__status${status ? ` settings-field__status--${status.toLowerCase()}` : ''}`}
          data-status={status ?? undefined}
          role={status === 'ERROR' ? 'alert' : 'status'}
        >
          {text}
        </p>
      </form>
    </section>
  );
}
