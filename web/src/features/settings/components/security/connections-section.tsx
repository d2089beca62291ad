import { useFlags } from '../../../../lib/flags/use-flags.ts';
import { buildRoute } from '../../../../routes/build-route.ts';
import { useSiteConfig } from '../../../../lib/site-config.ts';
import { connectProviders, connectUrl, providerNames, type ConnectProvider } from '../../connect-url.ts';
import { settingsTexts } from '../../texts.ts';

/** Spec 2 §2: the flags that hide one sign-in method each hide its connection too. */
const flagOf = {
  apple: 'disable_login_apple',
  facebook: 'disable_login_facebook',
  google: 'disable_login_google',
  twitter: 'disable_login_twitter',
} as const satisfies Record<ConnectProvider, string>;

/**
 * #connections: a link per provider to connect it (the auth domain's start path, operation connect).
 * The API does not list linked providers yet, so the section claims no state for any of them.
 */
export function ConnectionsSection({ viewerId }: { viewerId: string }) {
  const { authOrigin } = useSiteConfig();
  const flags = useFlags();
  const back = `${buildRoute('ShowSettingsTab', { setting: 'security' })}#connections`;
  const offered = connectProviders.filter((provider) => flags[flagOf[provider]] !== true);
  return (
    <section id="connections" className="settings-section" aria-labelledby="connections-heading">
      <h2 id="connections-heading" className="settings-section__heading">
        {settingsTexts.connectionsHeading}
      </h2>
      <p className="settings-field__hint">{settingsTexts.connectionsHint}</p>
      <ul className="settings-list">
        {offered.map((provider) => (
          <li key={provider} className="settings-list__item" data-provider={provider}>
            <span className="settings-list__name">{providerNames[provider]}</span>
            <a className="button button--outline" href={connectUrl(authOrigin, provider, back, viewerId)}>
              {settingsTexts.connect}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
