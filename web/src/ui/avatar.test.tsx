/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import type { AvatarMembership_UserFragment } from '#graphql/generated/operations.ts';
import { Avatar, AvatarFrame } from './avatar.tsx';
import {
  click,
  createPopoverHarness,
  march2024,
  reader,
  type HarnessViewer,
} from './membership-popover/popover-test-harness.tsx';

let harness: ReturnType<typeof createPopoverHarness>;
beforeEach(() => (harness = createPopoverHarness()));
afterEach(() => harness.unmount());

const maya = (membership: AvatarMembership_UserFragment['membership']) => ({
  id: 'u-maya',
  name: 'Maya',
  membership,
});
const friendTier = { id: 'm-maya', tier: 'FRIEND' as const, friendSince: march2024 };

function show(
  membership: AvatarMembership_UserFragment['membership'],
  viewer: HarnessViewer,
  interactive = true,
) {
  harness.render(
    <AvatarFrame user={maya(membership)} size={44} interactive={interactive}>
      <Avatar name="Maya" imageId={null} size={44} />
    </AvatarFrame>,
    viewer,
  );
}

const badge = () => harness.container.querySelector<HTMLElement>('.avatar-badge');

describe('the avatar’s badge (spec 2 §3)', () => {
  it('is none for a FREE reader, a Member’s for a Member, a different one for a Friend', () => {
    show(null, 'signed-out');
    expect(badge()).toBeNull();
    show({ id: 'm', tier: 'MEMBER', friendSince: null }, 'signed-out');
    expect(badge()!.className).toBe('avatar-badge avatar-badge--member');
    expect(harness.container.querySelector('button')).toBeNull();
    show(friendTier, 'signed-out');
    expect(badge()!.className).toBe('avatar-badge avatar-badge--friend');
    expect(badge()!.getAttribute('aria-label')).toBe('Friend of Folio');
  });

  it('sizes the badge from the avatar: a third of it, at least 12 px', () => {
    show(friendTier, 'signed-out');
    expect(badge()!.style.width).toBe('15px');
  });

  it('is a plain badge where it cannot be a button (inside a link or the avatar menu)', () => {
    show(friendTier, 'signed-out', false);
    expect(badge()).not.toBeNull();
    expect(harness.container.querySelector('button')).toBeNull();
  });
});

describe('the Friend badge popover (spec 1 §2.7)', () => {
  const open = () => click(harness.button('Friend of Folio')!);
  const links = () => [...harness.dialog()!.querySelectorAll('a')].map((a) => a.getAttribute('href'));

  it('invites a visitor to become a Friend: Upgrade to the payment page, Learn more', () => {
    show(friendTier, 'signed-out');
    open();
    expect(harness.dialog()!.textContent).toContain('Maya has been a Friend of Folio since Mar 2024.');
    expect(links()).toEqual(['/plans', '/membership']);
  });

  it('sends a Member’s Upgrade to manage-membership', () => {
    show(friendTier, reader({ id: 'm', tier: 'MEMBER', memberSince: march2024, friendSince: null }));
    open();
    expect(links()).toEqual(['/manage-membership', '/membership']);
  });

  it('hides Upgrade from another Friend, and thanks the Friend who opens their own', () => {
    show(friendTier, reader({ id: 'm', tier: 'FRIEND', memberSince: march2024, friendSince: march2024 }));
    open();
    expect(links()).toEqual([]);
    show(friendTier, reader(null, 'u-maya'));
    expect(harness.dialog()!.textContent).toContain('You’ve been a Friend of Folio since Mar 2024.');
  });

  it('is the badge alone while the session is not answered yet', () => {
    show(friendTier, 'loading');
    expect(badge()).not.toBeNull();
    expect(harness.container.querySelector('button')).toBeNull();
  });
});

describe('the portrait itself', () => {
  const markup = (decorative: boolean, imageId: string | null) =>
    renderToStaticMarkup(<Avatar name="Maya" imageId={imageId} size={20} decorative={decorative} />);

  it('names the person it shows', () => {
    expect(markup(false, 'img-1')).toContain('alt="Maya"');
    expect(markup(false, null)).toMatch(/aria-label="Maya" role="img"/);
  });

  it('is skipped by assistive technology beside the name it shows (decorative)', () => {
    expect(markup(true, 'img-1')).toContain('alt=""');
    expect(markup(true, null)).toContain('aria-hidden="true"');
    expect(markup(true, null)).not.toContain('aria-label');
  });
});
