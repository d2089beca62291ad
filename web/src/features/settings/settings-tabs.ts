import type { RouteParams } from '../../routes/catalogue.ts';

/**
 * Spec 2 §2 "Settings": the page's five tabs in order, their labels (the spec's words) and the hash
 * anchors of their sections. Kept apart from the feature's texts: page.ts, which is in every page's
 * first load, reads it to tell a tab from a 404.
 */
export const settingsTabs = ['account', 'publishing', 'notifications', 'membership', 'security'] as const;

export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTitle = 'Settings';

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

export const isSettingsTab = (value: string): value is SettingsTab =>
  (settingsTabs as readonly string[]).includes(value);

/**
 * The tab a route shows: ShowSettings (no `setting`) is the Account tab; ShowSettingsTab names one.
 * Null for any other `setting`: the page does not exist (404).
 */
export function tabOfParams(params: RouteParams): SettingsTab | null {
  const setting = params.setting;
  if (setting === undefined) return 'account';
  return isSettingsTab(setting) ? setting : null;
}

/** The tab whose section a hash (`#tokens`, with or without '#') names; null for any other hash. */
export function tabOfHash(hash: string): SettingsTab | null {
  const anchor = hash.replace(/^#/, '');
  return settingsTabs.find((tab) => tabAnchors[tab].includes(anchor)) ?? null;
}
