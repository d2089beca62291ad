/** @jest-environment jsdom */
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { FriendBadgePopover } from './friend-badge-popover.tsx';
import { MemberOnlyStarPopover } from './member-only-star-popover.tsx';
import { upgradeHref } from './upgrade-target.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** 2024-03-05 (UTC), as an AWSTimestamp. */
const march2024 = Date.UTC(2024, 2, 5) / 1000;

function render(element: ReactElement) {
  const container = document.createElement('div');
  act(() => createRoot(container).render(element));
  const links = [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
  return { text: container.textContent ?? '', links };
}

describe('the Upgrade target (spec 1 §2.7; 2 §6)', () => {
  it('is manage-membership for a Member, the payment page otherwise, none for a Friend', () => {
    expect(upgradeHref('MEMBER')).toBe('/manage-membership');
    expect(upgradeHref('FREE')).toBe('/plans');
    expect(upgradeHref(null)).toBe('/plans');
    expect(upgradeHref('FRIEND')).toBeNull();
  });
});

describe('the Friend badge popover (spec 1 §1, §2.7; 2 §1)', () => {
  const friend = { name: 'Ada', friendSince: march2024 };

  it('thanks the Friend who opened their own badge, with no call to action', () => {
    const { text, links } = render(<FriendBadgePopover friend={friend} isViewer viewerTier="FRIEND" />);
    expect(text).toContain('You’ve been a Friend of Folio since Mar 2024.');
    expect(links).toEqual([]);
  });

  it('tells another Friend since when, without Upgrade (hidden for Friends)', () => {
    const { text, links } = render(
      <FriendBadgePopover friend={friend} isViewer={false} viewerTier="FRIEND" />,
    );
    expect(text).toBe('Ada has been a Friend of Folio since Mar 2024.');
    expect(links).toEqual([]);
  });

  it('invites a Member to become a Friend: Upgrade goes to manage-membership, plus Learn more', () => {
    const { text, links } = render(
      <FriendBadgePopover friend={friend} isViewer={false} viewerTier="MEMBER" />,
    );
    expect(text).toContain('Ada has been a Friend of Folio since Mar 2024.');
    expect(text).toContain('Become a Friend');
    expect(links).toEqual([
      ['Upgrade', '/manage-membership'],
      ['Learn more', '/membership'],
    ]);
  });

  it('sends other viewers (free, signed out) to the payment page', () => {
    for (const tier of ['FREE', null] as const) {
      const { links } = render(<FriendBadgePopover friend={friend} isViewer={false} viewerTier={tier} />);
      expect(links[0]).toEqual(['Upgrade', '/plans']);
    }
  });
});

describe('the member-only star popover (spec 2 §6)', () => {
  it('offers a signed-out visitor to sign up, then the pay page carrying the story, plus Learn more', () => {
    const { links } = render(<MemberOnlyStarPopover viewer={{ kind: 'signed-out' }} storyPath="/p/p1" />);
    const [signUp, learnMore] = links;
    expect(signUp![0]).toBe('Sign up to read member-only stories');
    const url = new URL(signUp![1]!, 'https://folio.example');
    expect(url.pathname).toBe('/m/signin');
    expect(url.searchParams.get('operation')).toBe('register');
    expect(url.searchParams.get('redirect')).toBe('/plans?from=%2Fp%2Fp1');
    expect(learnMore).toEqual(['Learn more', '/membership']);
  });

  it('tells a member since when they have been one', () => {
    const { text, links } = render(
      <MemberOnlyStarPopover viewer={{ kind: 'reader', memberSince: march2024 }} storyPath="/p/p1" />,
    );
    expect(text).toContain('You’ve been a member since Mar 2024.');
    expect(links).toEqual([]);
  });

  it('tells the author the story is behind the paywall and eligible to earn, with no call to action', () => {
    const { text, links } = render(<MemberOnlyStarPopover viewer={{ kind: 'author' }} storyPath="/p/p1" />);
    expect(text).toContain('This story is behind the paywall and eligible to earn money.');
    expect(links).toEqual([]);
  });

  it('offers a signed-in non-member the pay page (carrying the story) and Learn more', () => {
    const { links } = render(
      <MemberOnlyStarPopover viewer={{ kind: 'reader', memberSince: null }} storyPath="/p/p1" />,
    );
    expect(links).toEqual([
      ['Become a member', '/plans?from=%2Fp%2Fp1'],
      ['Learn more', '/membership'],
    ]);
  });
});
