import { Link } from '#web/lib/router/link.tsx';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { mutedTabOf, mutedTabs, type MutedTab } from '../muted-tabs.ts';
import { mutedTexts } from '../texts.ts';
import { MutedPublications, MutedUsers } from './muted-sections.tsx';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';

/**
 * /me/settings/mute[/{activeTab}] (customize-muted): the writers and publications the viewer muted, each
 * with Unmute. Visitors are asked to sign in, as on the settings page.
 */
export function MutedPage({ params }: PageProps) {
  const tab = mutedTabOf(params);
  const signedOut = isSignedOut(useViewerKind());
  return (
    <div className="settings muted">
      <h1 className="settings__title">{mutedTexts.title}</h1>
      <MutedTabsNav current={tab} />
      <div className="muted__body" data-tab={tab}>
        {signedOut ? (
          <SignInPrompt prompt={mutedTexts.signInPrompt} />
        ) : tab === 'users' ? (
          <MutedUsers />
        ) : (
          <MutedPublications />
        )}
      </div>
    </div>
  );
}

function MutedTabsNav({ current }: { current: MutedTab }) {
  return (
    <nav className="settings-tabs" aria-label={mutedTexts.tabs}>
      <ul className="settings-tabs__list">
        {mutedTabs.map((tab) => (
          <li key={tab} className="settings-tabs__item">
            <Link
              to="ShowSettingsMuteTab"
              params={{ activeTab: tab }}
              className={`settings-tabs__link${tab === current ? ' settings-tabs__link--current' : ''}`}
              aria-current={tab === current ? 'page' : undefined}
            >
              {mutedTexts.tabLabels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
