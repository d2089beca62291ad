import type { AccountSettingsUser } from './account-settings-fragment.ts';
import { EmailSection } from './email-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { UsernameSection } from './username-section.tsx';

/** Account (ShowSettings, or ShowSettingsTab account): #email, #profileInformation, #username. */
export function AccountTab({ user }: { user: AccountSettingsUser }) {
  return (
    <>
      <EmailSection user={user} />
      <ProfileSection user={user} />
      <UsernameSection user={user} />
    </>
  );
}
