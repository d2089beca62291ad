import { Link } from '#web/lib/router/link.tsx';
import { settingsTexts } from '../../texts.ts';
import type { AccountSettings_UserFragment } from '#graphql/generated/operations.ts';
import { EmailSection } from './email-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { UsernameSection } from './username-section.tsx';

/**
 * Account (ShowSettings, or ShowSettingsTab account): #email, #profileInformation, #username, then the
 * way to the muted writers and publications (their own page, ShowSettingsMute).
 */
export function AccountTab({ user }: { user: AccountSettings_UserFragment }) {
  return (
    <>
      <EmailSection user={user} />
      <ProfileSection user={user} />
      <UsernameSection user={user} />
      <section className="settings-section">
        <Link to="ShowSettingsMute" params={{}} className="settings-link">
          {settingsTexts.mutedLink}
        </Link>
      </section>
    </>
  );
}
