import type { ReactNode } from 'react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useLocationHash } from '#web/lib/use-location-hash.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { LoadFailure } from '#web/ui/account-surface/load-failure.tsx';
import { useSettingsQuery, type SettingsViewer } from '../api/settings-query.ts';
import { tabOfHash } from '../settings-tab-sections.ts';
import { settingsTitle, tabOfParams, type SettingsTab } from '../settings-tabs.ts';
import { settingsTexts } from '../texts.ts';
import { AccountTab } from './account/account-tab.tsx';
import { FriendUpsellBanner } from './membership/friend-upsell-banner.tsx';
import { MembershipTab } from './membership/membership-tab.tsx';
import { NotificationsTab } from './notifications/notifications-tab.tsx';
import { PublishingTab } from './publishing/publishing-tab.tsx';
import { SecurityTab } from './security/security-tab.tsx';
import { SettingsTabsNav } from './settings-tabs-nav.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

const tabComponents: Record<SettingsTab, (props: { user: SettingsViewer }) => ReactNode> = {
  account: AccountTab,
  publishing: PublishingTab,
  notifications: NotificationsTab,
  membership: MembershipTab,
  security: SecurityTab,
};

/**
 * The settings page (spec 2 §2): ShowSettings is the Account tab, ShowSettingsTab names one of five.
 * At /me/settings a hash naming another tab's section (#tokens) shows that tab. Visitors are asked to
 * sign in; the data loads in the browser (api/settings-query.ts). The tabs stay links in a navigation
 * landmark, not Amplify UI's Tabs: each tab is a page of its own (a route, with its own address).
 */
export function SettingsPage({ params }: PageProps) {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const hash = useLocationHash();
  const tab =
    params.setting === undefined ? (tabOfHash(hash) ?? 'account') : (tabOfParams(params) ?? 'account');
  const { data, error, refetch } = useSettingsQuery(!hydrated || signedOut);
  const viewer = data?.viewer;
  useScrollToHash(hash, Boolean(viewer));

  let body: ReactNode;
  if (signedOut || viewer === null) body = <SignInPrompt prompt={settingsTexts.signInPrompt} />;
  else if (viewer) {
    const Tab = tabComponents[tab];
    body = (
      <>
        <FriendUpsellBanner tier={viewer.membership?.tier ?? null} />
        <Tab user={viewer} />
      </>
    );
  } else if (error) {
    body = (
      <LoadFailure
        message={settingsTexts.tryAgain}
        retryLabel={settingsTexts.retry}
        onRetry={() => void refetch()}
        className="settings__problem"
      />
    );
  } else {
    body = (
      <p className="settings__loading" aria-busy="true">
        {settingsTexts.loading}
      </p>
    );
  }

  return (
    <AccountSurface>
      <div className="settings">
        <h1 className="settings__title">{settingsTitle}</h1>
        <SettingsTabsNav current={tab} />
        <div className="settings__body" data-tab={tab}>
          {body}
        </div>
      </div>
    </AccountSurface>
  );
}
