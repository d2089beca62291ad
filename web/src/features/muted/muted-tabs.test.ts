import { mutedTabOf } from './muted-tabs.ts';

describe('the muted page’s tab', () => {
  it('is the writers at /me/settings/mute and /me/settings/mute/users', () => {
    expect(mutedTabOf({})).toBe('users');
    expect(mutedTabOf({ activeTab: 'users' })).toBe('users');
  });

  it('is the publications at /me/settings/mute/publications', () => {
    expect(mutedTabOf({ activeTab: 'publications' })).toBe('publications');
  });

  it('is the writers for a tab it does not know', () => {
    expect(mutedTabOf({ activeTab: 'topics' })).toBe('users');
    expect(mutedTabOf({ activeTab: 'Publications' })).toBe('users');
    expect(mutedTabOf({ activeTab: '' })).toBe('users');
  });
});
