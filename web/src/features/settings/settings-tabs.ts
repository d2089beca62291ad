import type { RouteParams } from '#web/routes/catalogue.ts';

/**
 * Spec 2 §2 "Settings": the page's five tabs in order. Kept apart from the feature's texts and from
 * the tabs' labels and anchors (settings-tab-sections.ts): page.ts, which is in every page's first
 * load, reads it to tell a tab from a 404.
 */
export const settingsTabs = ['account', 'publishing', 'notifications', 'membership', 'security'] as const;

export type SettingsTab = (typeof settingsTabs)[number];

export const settingsTitle = 'Settings';

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
