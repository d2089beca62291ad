import { useApolloClient } from '@apollo/client/react';
import { useId, type ChangeEvent } from 'react';
import { Avatar } from '#web/ui/avatar.tsx';
import { avatarTypes, checkAvatarFile, uploadAvatar, writeAvatar } from '../../api/upload-avatar.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { AccountSettings_UserFragment } from '#graphql/generated/operations.ts';

/** The profile photo: a file input for the image types the upload endpoint takes. */
export function AvatarSetting({ user }: { user: AccountSettings_UserFragment }) {
  const client = useApolloClient();
  const field = useFieldStatus();
  const ids = { input: useId(), status: useId(), hint: useId() };

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) return field.fail(problem);
    await field.save(async () => {
      const outcome = await uploadAvatar(file);
      if (!outcome.ok) return outcome;
      writeAvatar(client, user.id, outcome.imageId);
      return { ok: true };
    });
    // The same file can then be chosen again (after a failure, say).
    input.value = '';
  }

  return (
    <div className="settings-field settings-avatar">
      <Avatar name={user.name} imageId={user.imageId} size={80} />
      <div className="settings-avatar__controls">
        <label className="settings-field__label" htmlFor={ids.input}>
          {settingsTexts.photoLabel}
        </label>
        <input
          id={ids.input}
          name="avatar"
          type="file"
          accept={avatarTypes.join(',')}
          className="settings-avatar__input"
          disabled={field.status === 'LOADING'}
          aria-describedby={`${ids.hint} ${ids.status}`}
          onChange={(event) => void choose(event)}
        />
        <p id={ids.hint} className="settings-field__hint">
          {settingsTexts.photoHint}
        </p>
        <FieldStatusLine
          id={ids.status}
          status={field.status}
          message={field.message}
          successText={settingsTexts.photoUpdated}
          loadingText={settingsTexts.uploading}
        />
      </div>
    </div>
  );
}
