/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { menuFadeMs } from '#web/ui/menu/use-menu-button.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import type { AvatarMenuExtras, AvatarMenuFlags } from './avatar-menu-items.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const labels = texts.avatarMenu;
const flagsOff: AvatarMenuFlags = { enable_mastodon_for_members: false, disable_lite_gift_page: false };
const ada: AvatarMenu_UserFragment = {
  id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  imageId: null,
  emailObfuscated: 'a***@f***.example',
  isAuthorVerified: false,
  membership: null,
  partnerProgramEnrollment: null,
  adminCollections: [],
};
const membership = (tier: 'MEMBER' | 'FRIEND') => ({
  id: 'm1',
  tier,
  memberSince: Date.UTC(2024, 2, 5) / 1000,
  friendSince: tier === 'FRIEND' ? Date.UTC(2025, 0, 9) / 1000 : null,
});

const navigate = jest.fn();
let root: Root;
let container: HTMLDivElement;

function render(viewer: AvatarMenu_UserFragment = ada, flags = flagsOff, extras?: AvatarMenuExtras) {
  const view = { kind: 'page', route: 'ShowHome', page: 'home', params: {} } as View;
  const router: Router = { view, table: routeTables.default, hostTarget: null, navigate };
  act(() =>
    root.render(
      <RouterContext.Provider value={router}>
        <AvatarMenu viewer={viewer} flags={flags} extras={extras} />
        <p id="elsewhere">Elsewhere</p>
      </RouterContext.Provider>,
    ),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  navigate.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  document.cookie = 'folio_xsrf=; max-age=0';
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const button = () => container.querySelector<HTMLButtonElement>('.avatar-menu__button')!;
const menu = () => container.querySelector<HTMLElement>('[role="menu"]');
const popover = () => container.querySelector<HTMLElement>('.avatar-menu__popover');
const items = () => [...container.querySelectorAll<HTMLElement>('[role="menuitem"]')];
/** What a menu item says, without its decorative parts. */
const spoken = (entry: HTMLElement) => {
  const copy = entry.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
};
const itemTexts = () => items().map(spoken);
const item = (label: string) => items().find((entry) => spoken(entry)?.startsWith(label));
const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
const click = (target: Element) =>
  act(() => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
const open = (viewer?: AvatarMenu_UserFragment, flags?: AvatarMenuFlags, extras?: AvatarMenuExtras) => {
  render(viewer, flags, extras);
  click(button());
};
/** Runs the 300 ms fade. */
const fade = () => act(() => jest.advanceTimersByTime(menuFadeMs));

describe('the avatar button', () => {
  it("shows the reader's avatar and is a closed menu button", () => {
    render();
    expect(button().getAttribute('aria-haspopup')).toBe('menu');
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe(labels.label);
    expect(button().querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Ada Lovelace');
    expect(menu()).toBeNull();
  });

  it('opens the menu on click and focuses its first item', () => {
    open();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(button().getAttribute('aria-controls')).toBe(menu()!.id);
    expect(document.activeElement).toBe(items()[0]);
  });
});

describe('the items (spec 1 §2.5)', () => {
  it('are, for a free reader, in the spec order with Sign out and the obfuscated e-mail last', () => {
    open();
    expect(itemTexts()).toEqual([
      texts.write,
      labels.profile,
      labels.library,
      labels.stories,
      labels.stats,
      labels.settings,
      labels.refineRecommendations,
      labels.managePublications,
      labels.help,
      labels.authorVerification,
      labels.becomeMember,
      labels.giftMembership,
      `${labels.signOut}a***@f***.example`,
    ]);
    expect(container.querySelectorAll('[role="separator"]')).toHaveLength(3);
    expect(container.querySelector('.avatar-menu__badge')).toBeNull();
  });

  it('link to their routes; Write is marked for small screens only', () => {
    open();
    const hrefs = Object.fromEntries(items().map((entry) => [entry.textContent, entry.getAttribute('href')]));
    expect(hrefs).toMatchObject({
      [texts.write]: '/new-story',
      [labels.profile]: '/@ada',
      [labels.library]: '/me/lists',
      [labels.stories]: '/me/stories/drafts',
      [labels.stats]: '/me/stats',
      [labels.settings]: '/me/settings',
      [labels.refineRecommendations]: '/me/following',
      [labels.managePublications]: '/me/publications',
      [labels.help]: '/help',
      [labels.authorVerification]: '/verified-authors',
      [labels.becomeMember]: '/plans',
      [labels.giftMembership]: '/gift-plans',
    });
    expect(item(texts.write)!.classList.contains('avatar-menu__item--small-screens')).toBe(true);
    expect(item(labels.profile)!.classList.contains('avatar-menu__item--small-screens')).toBe(false);
  });

  it('show a Member the member-since badge and no become-a-member prompt', () => {
    open({ ...ada, membership: membership('MEMBER') });
    expect(container.querySelector('.avatar-menu__badge')?.textContent).toBe('Member since Mar 2024');
    expect(item(labels.becomeMember)).toBeUndefined();
  });

  it('show a Friend the Friend badge, neither become-a-member nor Become a Friend', () => {
    open({ ...ada, membership: membership('FRIEND') }, flagsOff, { canSwitchPlan: true });
    expect(container.querySelector('.avatar-menu__badge')?.textContent).toBe('Friend since Jan 2025');
    expect(item(labels.becomeMember)).toBeUndefined();
    expect(item(labels.becomeFriend)).toBeUndefined();
  });

  it.each<[string, AvatarMenuExtras, boolean]>([
    ['can switch and is not reactivating', { canSwitchPlan: true }, true],
    ['is eligible for reactivation', { canSwitchPlan: true, reactivationEligible: true }, false],
    ['cannot switch plan', { canSwitchPlan: false }, false],
  ])('offer Become a Friend to a Member who %s: %p', (_, extras, shown) => {
    open({ ...ada, membership: membership('MEMBER') }, flagsOff, extras);
    expect(item(labels.becomeFriend)?.getAttribute('href')).toBe(shown ? '/manage-membership' : undefined);
    expect(item(labels.reactivateMembership)?.getAttribute('href')).toBe(
      extras.reactivationEligible ? '#reactivateMembership' : undefined,
    );
  });

  it('show Partner Program only when enrolled', () => {
    open();
    expect(item(labels.partnerProgram)).toBeUndefined();
    act(() => root.unmount());
    root = createRoot(container);
    open({ ...ada, partnerProgramEnrollment: { id: 'p1', status: 'ENROLLED' } });
    expect(item(labels.partnerProgram)?.getAttribute('href')).toBe('/me/partner/dashboard');
  });

  it("show up to 3 administered publications with their avatars, and 'See all publications' beyond", () => {
    const publication = (n: number) => ({ id: `c${n}`, name: `Pub ${n}`, slug: `pub-${n}`, avatar: null });
    open({ ...ada, adminCollections: [1, 2, 3, 4].map(publication) });
    expect(itemTexts().slice(5, 9)).toEqual(['Pub 1', 'Pub 2', 'Pub 3', 'See all publications']);
    expect(item('Pub 1')?.getAttribute('href')).toBe('/pub-1');
    expect(item('Pub 1')?.querySelector('[aria-hidden="true"] [role="img"]')).not.toBeNull();
    expect(item('Pub 4')).toBeUndefined();
  });

  it('hide author verification once verified', () => {
    open({ ...ada, isAuthorVerified: true });
    expect(item(labels.authorVerification)).toBeUndefined();
  });

  it('show the Mastodon link only with its flag, to the linked account when there is one', () => {
    const mastodonOn = { ...flagsOff, enable_mastodon_for_members: true };
    open(ada, mastodonOn);
    expect(item(labels.mastodonCreate)?.getAttribute('href')).toBe('/mastodon');
    act(() => root.unmount());
    root = createRoot(container);
    open(ada, mastodonOn, { mastodonAccountUrl: 'https://mastodon.example/@ada' });
    expect(item(labels.mastodonLinked)?.getAttribute('href')).toBe('https://mastodon.example/@ada');
  });

  it('hide the lite gift page with disable_lite_gift_page', () => {
    open(ada, { ...flagsOff, disable_lite_gift_page: true });
    expect(item(labels.giftMembership)).toBeUndefined();
  });
});

describe('Sign out', () => {
  it("navigates to the sign-out route with the session's xsrf token", () => {
    document.cookie = 'folio_xsrf=tok-42';
    open();
    click(item(labels.signOut)!);
    expect(navigate).toHaveBeenCalledWith('/m/signout/tok-42');
  });

  it("logs 'No xsrf token found.' and stays put without a token", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    open();
    click(item(labels.signOut)!);
    expect(error).toHaveBeenCalledWith('No xsrf token found.');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('closing', () => {
  it('fades out over 300 ms, then leaves the page', () => {
    open();
    click(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(popover()!.classList.contains('menu-popover--closing')).toBe(true);
    act(() => jest.advanceTimersByTime(menuFadeMs - 1));
    expect(popover()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(popover()).toBeNull();
  });

  it('happens when the reader scrolls, not on a late scroll event nor when scroll anchoring keeps the button in place', () => {
    open();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(menu()).not.toBeNull();
    // Images above loaded: the browser moved scrollY and the page with it, the button stayed on screen.
    act(() => {
      window.scrollY = 300;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(menu()).not.toBeNull();
    // The reader scrolled: the button moved on the screen.
    const top = jest.spyOn(button(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -120, 40, 40));
    act(() => {
      window.scrollY = 420;
      window.dispatchEvent(new Event('scroll'));
    });
    fade();
    expect(menu()).toBeNull();
    top.mockRestore();
    window.scrollY = 0;
  });

  it('happens on a press outside, not on one inside', () => {
    open();
    act(() => {
      items()[1]!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    act(() => {
      document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    fade();
    expect(menu()).toBeNull();
  });

  it('happens on Escape, returning focus to the button', () => {
    open();
    key(items()[2]!, 'Escape');
    fade();
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button());
  });

  it('happens when an item is chosen', () => {
    open();
    click(item(labels.library)!);
    expect(navigate).toHaveBeenCalledWith('/me/lists');
    fade();
    expect(menu()).toBeNull();
  });

  it('is the fade the stylesheet runs, on a 264 px menu', () => {
    const styles = (name: string) =>
      readFileSync(new URL(`../../app/styles/${name}`, import.meta.url), 'utf8');
    const css = styles('avatar-menu.css');
    expect(css).toMatch(/--avatar-menu-width: 264px;/);
    expect(css).toMatch(/\.avatar-menu__popover \{[^}]*width: var\(--avatar-menu-width\);/);
    expect(styles('menu.css')).toMatch(/\.menu-popover \{[^}]*transition: opacity var\(--menu-fade\)/);
    open();
    expect(popover()!.classList.contains('menu-popover')).toBe(true);
    expect(container.querySelector<HTMLElement>('.avatar-menu')!.style.getPropertyValue('--menu-fade')).toBe(
      '300ms',
    );
  });
});

describe('the keyboard (menu button pattern)', () => {
  it('opens on ArrowDown at the first item and on ArrowUp at the last', () => {
    render();
    key(button(), 'ArrowDown');
    expect(document.activeElement).toBe(items()[0]);
    key(items()[0]!, 'Escape');
    fade();
    key(button(), 'ArrowUp');
    expect(document.activeElement?.textContent).toContain(labels.signOut);
  });

  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    open();
    const all = items();
    key(all[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(all[1]);
    key(all[1]!, 'ArrowUp');
    key(all[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(all[all.length - 1]);
    key(all[all.length - 1]!, 'ArrowDown');
    expect(document.activeElement).toBe(all[0]);
    key(all[0]!, 'End');
    expect(document.activeElement).toBe(all[all.length - 1]);
    key(all[all.length - 1]!, 'Home');
    expect(document.activeElement).toBe(all[0]);
  });

  it('closes on Tab, letting focus move on', () => {
    open();
    key(items()[0]!, 'Tab');
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps every item out of the tab order (only the arrows reach them)', () => {
    open();
    expect(items().every((entry) => entry.tabIndex === -1)).toBe(true);
  });
});
