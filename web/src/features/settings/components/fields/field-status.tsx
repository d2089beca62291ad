import { settingsTexts } from '../../texts.ts';
import type { FieldState } from './use-field-status.ts';

/**
 * The status beside a field: 'Saving…' while LOADING, 'Saved' (or what the save did) on SUCCESS, the message on ERROR (an
 * alert, so a screen reader says it). Always rendered, so the layout does not jump.
 */
export function FieldStatusLine({
  id,
  status,
  message,
  successText,
  loadingText,
}: FieldState & { id: string; successText?: string | undefined; loadingText?: string }) {
  const text =
    status === 'LOADING'
      ? (loadingText ?? settingsTexts.saving)
      : status === 'SUCCESS'
        ? (successText ?? settingsTexts.saved)
        : status === 'ERROR'
          ? message
          : null;
  return (
    <p
      id={id}
      className={`settings-field__status${status ? ` settings-field__status--${status.toLowerCase()}` : ''}`}
      data-status={status ?? undefined}
      role={status === 'ERROR' ? 'alert' : 'status'}
    >
      {text}
    </p>
  );
}
