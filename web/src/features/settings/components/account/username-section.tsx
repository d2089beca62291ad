import { Button } from '@aws-amplify/ui-react';
import { checkUsername } from '#contract/username.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { subdomainHost } from '#web/routes/entity-urls.ts';
import { useClaimSubdomain } from '../../api/claim-subdomain-mutation.ts';
import { useUnclaimSubdomain } from '../../api/unclaim-subdomain-mutation.ts';
import { useUpdateUsername } from '../../api/update-username-mutation.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { TextSetting } from '../fields/text-setting.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { AccountSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

/** How people write a username (' @Ada ') versus how it is kept ('ada'), as the server reads it. */
export const normaliseUsername = (raw: string) => raw.trim().replace(/^@/, '').toLowerCase();

const check = (draft: string) => {
  const result = checkUsername(normaliseUsername(draft));
  return result.ok ? null : result.message;
};

/** #username: the handle of /@{username}, and whether the profile is also served at its subdomain. */
export function UsernameSection({ user }: { user: AccountSettings_UserFragment }) {
  const updateUsername = useUpdateUsername();
  return (
    <SettingsSection id="username" heading={settingsTexts.usernameHeading}>
      <TextSetting
        name="username"
        autoComplete="username"
        label={settingsTexts.usernameLabel}
        value={user.username}
        check={check}
        save={(draft) => updateUsername({ username: normaliseUsername(draft) })}
        hint={
          <Link to="ShowUser" params={{ username: user.username }} className="settings-link">
            {settingsTexts.profileAddress(`/@${user.username}`)}
          </Link>
        }
      />
      <SubdomainSetting user={user} />
    </SettingsSection>
  );
}

function SubdomainSetting({ user }: { user: AccountSettings_UserFragment }) {
  const { authOrigin } = useSiteConfig();
  const { showToast } = useToasts();
  const claim = useClaimSubdomain();
  const unclaim = useUnclaimSubdomain();
  const field = useFieldStatus();
  // The settings render in the browser only: its origin stands in for an unknown auth domain.
  const host =
    subdomainHost(user.username, authOrigin || (globalThis.location?.origin ?? '')) ?? user.username;

  async function toggle() {
    if (!user.hasSubdomain) return void field.save(() => claim({}));
    const done = await field.save(() => unclaim({}));
    // Spec 2 §4, §8: the subdomain deactivation error is a toast of its own style.
    if (!done) showToast({ message: settingsTexts.unclaimFailed, toastStyle: 'UNCLAIM_SUBDOMAIN_ERROR' });
  }

  return (
    <div className="settings-field settings-subdomain">
      <p className="settings-field__label">{settingsTexts.subdomainLabel}</p>
      <p className="settings-field__hint">
        {user.hasSubdomain ? settingsTexts.subdomainOn(host) : settingsTexts.subdomainOff(host)}
      </p>
      <Button isDisabled={field.status === 'LOADING'} onClick={() => void toggle()}>
        {user.hasSubdomain ? settingsTexts.unclaimSubdomain : settingsTexts.claimSubdomain}
      </Button>
      <FieldStatusLine id="subdomain-status" status={field.status} message={field.message} />
    </div>
  );
}
