import { tabAnchors, tabLabels, tabOfHash } from './settings-tab-sections.ts';
import { settingsTabs, tabOfParams } from './settings-tabs.ts';

describe('the settings tabs (spec 2 §2)', () => {
  it('are the five of the spec, in order, with its labels', () => {
    expect(settingsTabs.map((tab) => tabLabels[tab])).toEqual([
      'Account',
      'Publishing',
      'Notifications',
      'Membership and payment',
      'Security and apps',
    ]);
  });

  it('place each of the spec’s fourteen anchors on exactly one tab', () => {
    const anchors = settingsTabs.flatMap((tab) => tabAnchors[tab]);
    expect([...anchors].sort()).toEqual(
      [
        'email',
        'profileInformation',
        'username',
        'audience-development',
        'followers',
        'managePublications',
        'email-settings',
        'manageSubscriptions',
        'membership',
        'payment',
        'connections',
        'developers',
        'security',
        'tokens',
      ].sort(),
    );
  });

  it('read ShowSettings as Account and ShowSettingsTab by its setting; any other setting is no page', () => {
    expect(tabOfParams({})).toBe('account');
    for (const tab of settingsTabs) expect(tabOfParams({ setting: tab })).toBe(tab);
    expect(tabOfParams({ setting: 'billing' })).toBeNull();
    expect(tabOfParams({ setting: 'Account' })).toBeNull();
    expect(tabOfParams({ setting: 'toString' })).toBeNull();
  });

  it('find the tab of a hash, with or without its #', () => {
    expect(tabOfHash('#tokens')).toBe('security');
    expect(tabOfHash('email-settings')).toBe('notifications');
    expect(tabOfHash('#payment')).toBe('membership');
    expect(tabOfHash('')).toBeNull();
    expect(tabOfHash('#nowhere')).toBeNull();
  });
});
