import { profileLimits, profileMessages } from '#contract/user-settings.ts';
import { useUpdateViewerProfile } from '../../api/update-viewer-profile-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { TextSetting } from '../fields/text-setting.tsx';
import type { AccountSettings_UserFragment } from '#graphql/generated/operations.ts';
import { AvatarSetting } from './avatar-setting.tsx';
import { SettingsSection } from '../fields/settings-section.tsx';

/** Pronouns are typed as one line, 'she, her'; the API keeps a list. */
export const parsePronouns = (draft: string): string[] =>
  draft
    .split(',')
    .map((pronoun) => pronoun.trim())
    .filter(Boolean);

/** The server's rules (#contract/user-settings.ts), checked before sending. */
export function checkPronouns(draft: string): string | null {
  const pronouns = parsePronouns(draft);
  if (pronouns.length > profileLimits.pronounsMaxCount) return profileMessages.tooManyPronouns;
  if (pronouns.some((pronoun) => pronoun.length > profileLimits.pronounMaxLength))
    return profileMessages.pronounLength;
  return null;
}

export function checkName(draft: string): string | null {
  const name = draft.trim();
  if (!name) return profileMessages.nameEmpty;
  return name.length > profileLimits.nameMaxLength ? profileMessages.nameTooLong : null;
}

const checkBio = (draft: string) =>
  draft.length > profileLimits.bioMaxLength ? profileMessages.bioTooLong : null;

/** #profileInformation: photo, name, bio and pronouns, each saved on its own. */
export function ProfileSection({ user }: { user: AccountSettings_UserFragment }) {
  const update = useUpdateViewerProfile();
  return (
    <SettingsSection id="profileInformation" heading={settingsTexts.profileHeading}>
      <AvatarSetting user={user} />
      <TextSetting
        name="name"
        autoComplete="name"
        label={settingsTexts.nameLabel}
        value={user.name}
        limit={profileLimits.nameMaxLength}
        check={checkName}
        save={(draft) => update({ input: { name: draft.trim() } })}
      />
      <TextSetting
        name="bio"
        multiline
        label={settingsTexts.bioLabel}
        value={user.bio}
        limit={profileLimits.bioMaxLength}
        check={checkBio}
        save={(draft) => update({ input: { bio: draft } })}
      />
      <TextSetting
        name="pronouns"
        label={settingsTexts.pronounsLabel}
        hint={settingsTexts.pronounsHint(profileLimits.pronounsMaxCount)}
        value={user.pronouns.join(', ')}
        check={checkPronouns}
        save={(draft) => update({ input: { pronouns: parsePronouns(draft) } })}
      />
    </SettingsSection>
  );
}
