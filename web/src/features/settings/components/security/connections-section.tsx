import { Button } from '@aws-amplify/ui-react';
import { formatShortDate } from '#web/lib/format/date.ts';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { useDisconnectAccount } from '../../api/disconnect-account-mutation.ts';
import { connectProviders, connectUrl, providerNames, type ConnectProvider } from '../../connect-url.ts';
import { settingsTexts } from '../../texts.ts';
import { FieldStatusLine } from '../fields/field-status.tsx';
import { useFieldStatus } from '../fields/use-field-status.ts';
import type { ConnectionsSettings_UserFragment } from '#graphql/generated/operations.ts';
import { SettingsSection } from '../fields/settings-section.tsx';

type ConnectedAccountRow = NonNullable<ConnectionsSettings_UserFragment['connectedAccounts']>[number];

/** Spec 2 §2: the flags that hide one sign-in method each hide its connection too. */
const flagOf = {
  apple: 'disable_login_apple',
  facebook: 'disable_login_facebook',
  google: 'disable_login_google',
  twitter: 'disable_login_twitter',
} as const satisfies Record<ConnectProvider, string>;

interface ConnectionsProps {
  viewerId: string;
  /** User.connectedAccounts; null (not asked, or not answered) shows every provider as unconnected. */
  connected: ConnectedAccountRow[] | null;
  now: number;
}

/**
 * #connections: each provider, connected (since when, with Disconnect) or not (a link to its start path
 * on the auth domain, operation connect). The list follows disconnectAccount's answer through the cache.
 */
export function ConnectionsSection({ viewerId, connected, now }: ConnectionsProps) {
  const { authOrigin } = useSiteConfig();
  const flags = useFlags();
  const back = `${buildRoute('ShowSettingsTab', { setting: 'security' })}#connections`;
  const offered = connectProviders.filter((provider) => flags[flagOf[provider]] !== true);
  const linked = new Map((connected ?? []).map((row) => [row.provider, row]));
  return (
    <SettingsSection id="connections" heading={settingsTexts.connectionsHeading}>
      <p className="settings-field__hint">{settingsTexts.connectionsHint}</p>
      <ul className="settings-list">
        {offered.map((provider) => {
          const row = linked.get(provider);
          return row ? (
            <ConnectedItem key={provider} provider={provider} row={row} now={now} />
          ) : (
            <li key={provider} className="settings-list__item" data-provider={provider}>
              <span className="settings-list__name">{providerNames[provider]}</span>
              <a className="button button--outline" href={connectUrl(authOrigin, provider, back, viewerId)}>
                {settingsTexts.connect}
              </a>
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}

function ConnectedItem({
  provider,
  row,
  now,
}: {
  provider: ConnectProvider;
  row: ConnectedAccountRow;
  now: number;
}) {
  const disconnect = useDisconnectAccount();
  const field = useFieldStatus();
  const statusId = `connection-${provider}-status`;
  return (
    <li className="settings-list__item" data-provider={provider} data-connected="">
      <div className="settings-session__about">
        <span className="settings-list__name">{providerNames[provider]}</span>
        <p className="settings-field__hint">
          {settingsTexts.connectedSince(formatShortDate(row.connectedAt, now))}
        </p>
        <FieldStatusLine
          id={statusId}
          status={field.status === 'SUCCESS' ? null : field.status}
          message={field.message}
          loadingText={settingsTexts.disconnecting}
        />
      </div>
      <Button
        isDisabled={field.status === 'LOADING'}
        aria-describedby={statusId}
        onClick={() => void field.save(() => disconnect({ provider }))}
      >
        {settingsTexts.disconnect}
      </Button>
    </li>
  );
}
