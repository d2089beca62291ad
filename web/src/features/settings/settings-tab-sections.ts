import { settingsTabs, type SettingsTab } from './settings-tabs.ts';

/**
 * Spec 2 §2 "Settings": the tabs' labels (the spec's words) and the hash anchors of their sections.
 * Only the settings page reads them, so they load with it rather than with every page.
 */
export const tabLabels: Record<SettingsTab, string> = {
  account: 'Account',
  publishing: 'Publishing',
  notifications: 'Notifications',
  membership: 'Membership and payment',
  security: 'Security and apps',
};

/** Spec 2 §2's hash anchors, each on the tab that shows its section. */
export const tabAnchors: Record<SettingsTab, readonly string[]> = {
  account: ['email', 'profileInformation', 'username'],
  publishing: ['audience-development', 'followers', 'managePublications'],
  notifications: ['email-settings', 'manageSubscriptions'],
  membership: ['membership', 'payment'],
  security: ['security', 'connections', 'developers', 'tokens'],
};

/** The tab whose section a hash (`#tokens`, with or without '#') names; null for any other hash. */
export function tabOfHash(hash: string): SettingsTab | null {
  const anchor = hash.replace(/^#/, '');
  return settingsTabs.find((tab) => tabAnchors[tab].includes(anchor)) ?? null;
}
