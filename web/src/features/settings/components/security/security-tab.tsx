import { useRenderTime } from '#web/lib/render-time.ts';
import { Link } from '#web/lib/router/link.tsx';
import { settingsTexts } from '../../texts.ts';
import { ConnectionsSection } from './connections-section.tsx';
import type { SecuritySettings_UserFragment } from '#graphql/generated/operations.ts';
import { SessionsList } from './sessions-section.tsx';
import { TokensSection } from './tokens-section.tsx';
import { SettingsSection } from '../fields/settings-section.tsx';

/** Security and apps: #security (password, sessions), #connections, #developers with #tokens. */
export function SecurityTab({ user }: { user: SecuritySettings_UserFragment }) {
  // "Today" for the lists' dates: the page's render time, the same on the server and while hydrating.
  const now = useRenderTime();
  return (
    <>
      <SettingsSection id="security" heading={settingsTexts.securityHeading}>
        <div className="settings-field">
          <h3 className="settings-field__label">{settingsTexts.passwordLabel}</h3>
          <p className="settings-field__hint">
            {user.hasPassword ? settingsTexts.passwordSet : settingsTexts.passwordUnset}
          </p>
          <Link to="ShowPassword" params={{}} className="button button--outline">
            {user.hasPassword ? settingsTexts.changePassword : settingsTexts.setPassword}
          </Link>
        </div>
        {user.sessions && <SessionsList sessions={user.sessions} now={now} />}
      </SettingsSection>
      <ConnectionsSection viewerId={user.id} connected={user.connectedAccounts} now={now} />
      <TokensSection viewerId={user.id} tokens={user.integrationTokens ?? []} now={now} />
    </>
  );
}
