/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { Observable } from 'rxjs';
import { createRoot, type Root } from 'react-dom/client';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { ViewerContext } from '#web/lib/viewer-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { AvatarMenu_UserFragment } from '#graphql/generated/operations.ts';
import { avatarMenuQuery } from './avatar-menu/avatar-menu-query.ts';
import { Header } from './header.tsx';
import { unreadNotificationCountQuery } from './notifications-link/unread-notification-count-query.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const view = (route: string, page: string, params: Record<string, string> = {}): View =>
  ({ kind: 'page', route, page, params }) as View;
const home = view('ShowHome', 'home-lo');
const post = view('ShowPost', 'post', { postId: 'my-story-1a2b' });
const manageMembership = view('ShowManageMembershipPage', 'manage-membership');
const membershipConfirmation = view('ShowManageMembershipConfirmationPage', 'manage-membership', {
  membershipType: 'friend',
});

const navigate = jest.fn();
let scrollTo: jest.SpyInstance;
let root: Root;
let container: HTMLDivElement;

const reader: AvatarMenu_UserFragment = {
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

/**
 * The API as the header sees it: the AvatarMenuQuery answer already in the cache (as the server's
 * render leaves it), `null` for a session the API refused, or nothing yet (`undefined`): then the
 * request hangs, so the header stays loading.
 */
interface Api {
  viewer?: AvatarMenu_UserFragment | null;
  unread?: number;
}
function client({ viewer, unread = 0 }: Api) {
  const cache = createCache();
  if (viewer !== undefined) {
    const data = { viewer: viewer && { __typename: 'User', ...viewer } };
    cache.writeQuery({ ...avatarMenuQuery(), data: data as never });
    const status = { __typename: 'NotificationStatus', unreadNotificationCount: unread };
    cache.writeQuery({ ...unreadNotificationCountQuery(), data: { notificationStatus: status } });
  }
  const pending = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return new Observable(() => {});
  });
  return new ApolloClient({ cache, link: pending });
}
/** The operations the header sent to the API. */
let asked: string[] = [];

interface Options {
  viewer?: ViewerKind;
  wordmarkOnly?: boolean;
  inNativeApp?: boolean;
  api?: Api;
}
function render(shown: View, { viewer = 'anonymous', wordmarkOnly, inNativeApp, api = {} }: Options = {}) {
  const router: Router = { view: shown, table: routeTables.default, hostTarget: null, navigate };
  act(() =>
    root.render(
      <ApolloProvider client={client(api)}>
        <ViewerContext.Provider value={viewer}>
          <RouterContext.Provider value={router}>
            <Header wordmarkOnly={wordmarkOnly} inNativeApp={inNativeApp} />
          </RouterContext.Provider>
        </ViewerContext.Provider>
      </ApolloProvider>,
    ),
  );
}

beforeEach(() => {
  asked = [];
  navigate.mockReset();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.restoreAllMocks();
});

const logo = () => container.querySelector<HTMLAnchorElement>('.header__logo')!;
const write = () => container.querySelector<HTMLAnchorElement>('.header__write');
const bar = () => container.querySelector<HTMLElement>('.secondary-bar');
const linkTexts = (scope: Element | null) =>
  [...(scope?.querySelectorAll('a') ?? [])].map((a) => a.textContent);
const click = (element: HTMLElement, init: MouseEventInit = {}) =>
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });

describe('the logo', () => {
  it('on home links to home and only scrolls to the top', () => {
    render(home);
    expect(logo().getAttribute('href')).toBe('/');
    click(logo());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on home leaves a modified click to the browser', () => {
    render(home);
    click(logo(), { metaKey: true });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('elsewhere navigates to home', () => {
    render(post);
    expect(logo().getAttribute('href')).toBe('/');
    click(logo());
    expect(navigate).toHaveBeenCalledWith('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each([
    ['manage-membership', manageMembership],
    ['its confirmation', membershipConfirmation],
  ])('on %s links to the membership settings', (_, shown) => {
    render(shown);
    expect(logo().getAttribute('href')).toBe('/me/settings/membership');
    click(logo());
    expect(navigate).toHaveBeenCalledWith('/me/settings/membership');
  });
});

describe('Write', () => {
  it.each<ViewerKind>(['anonymous', 'bot'])('is gated for a signed-out %s visitor', (viewer) => {
    render(post, { viewer });
    expect(write()?.textContent).toBe(texts.write);
    const url = new URL(write()!.getAttribute('href')!, 'https://folio.test');
    expect(url.pathname).toBe('/m/signin');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      operation: 'register',
      redirect: '/new-story',
      actionUrl: '/new-story',
      source: 'write',
    });
  });

  it('goes straight to the editor when signed in, and while the session is being checked', () => {
    render(post, { viewer: 'signed-in', api: { viewer: reader } });
    expect(write()?.getAttribute('href')).toBe('/new-story');
    render(post, { viewer: 'signed-in' });
    expect(write()?.getAttribute('href')).toBe('/new-story');
  });
});

describe('signed-out actions', () => {
  it('show Get started and Sign in on home, Sign up elsewhere', () => {
    render(home);
    expect(linkTexts(container.querySelector('.header__actions'))).toEqual([
      texts.write,
      texts.signIn,
      texts.getStarted,
    ]);
    render(post);
    expect(linkTexts(container.querySelector('.header__actions'))).toEqual([
      texts.write,
      texts.signIn,
      texts.signUp,
    ]);
  });

  it('are not shown when signed in', () => {
    render(home, { viewer: 'signed-in', api: { viewer: reader } });
    expect(linkTexts(container.querySelector('.header__actions'))).not.toContain(texts.signIn);
    expect(container.querySelector('.header__sign-up')).toBeNull();
  });

  it('leave the wordmark-only header with the logo alone', () => {
    render(post, { wordmarkOnly: true });
    expect(linkTexts(container)).toEqual([texts.siteName]);
    expect(container.querySelector('[role="combobox"]')).toBeNull();
  });
});

describe('the secondary bar', () => {
  it('shows Open in app for the current route, and sign up and sign in when signed out', () => {
    render(post);
    expect(linkTexts(bar())).toEqual([texts.openInApp, texts.signUp, texts.signIn]);
    const openInApp = bar()!.querySelector('.secondary-bar__open-in-app')!;
    expect(openInApp.getAttribute('href')).toBe('/p/1a2b?source=open-in-app');
  });

  it('shows only Open in app when signed in', () => {
    render(view('ShowUser', 'user-profile', { username: 'ann' }), {
      viewer: 'signed-in',
      api: { viewer: reader },
    });
    expect(linkTexts(bar())).toEqual([texts.openInApp]);
    expect(bar()!.querySelector('a')!.getAttribute('href')).toBe('/@ann?source=open-in-app');
  });

  it('is left out in the native app and on wordmark-only pages', () => {
    render(post, { inNativeApp: true });
    expect(bar()).toBeNull();
    render(post, { wordmarkOnly: true });
    expect(bar()).toBeNull();
  });

  it('is hidden by CSS from the medium breakpoint (728 px) up, 41 px high, and below it not doubled by the header', () => {
    const css = readFileSync(new URL('../app/styles/header.css', import.meta.url), 'utf8');
    const wide = /@media \(min-width: 728px\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(wide).toMatch(/\.secondary-bar \{\s*display: none;/);
    expect(css).toMatch(/--secondary-bar-height: 41px;/);
    const narrow = /@media \(max-width: 727\.98px\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
    expect(narrow).toContain('.header:has(.secondary-bar) .header__sign-up');
    expect(css).toMatch(/\.secondary-bar \{\s*height: var\(--secondary-bar-height\);/);
  });
});

describe('signed in (spec 1 §2.4)', () => {
  const skeleton = () => container.querySelector('.header__skeleton');
  const avatarButton = () => container.querySelector<HTMLButtonElement>('.avatar-menu__button');
  const notifications = () => container.querySelector<HTMLAnchorElement>('.header__notifications');
  const badge = () => container.querySelector('.header__notifications-badge');

  it('shows placeholders while the session is being checked, and no sign-in actions', () => {
    render(post, { viewer: 'signed-in' });
    expect(skeleton()?.getAttribute('aria-busy')).toBe('true');
    expect(skeleton()?.querySelectorAll('.skeleton')).toHaveLength(2);
    expect(avatarButton()).toBeNull();
    expect(container.querySelector('.header__sign-in')).toBeNull();
    expect(linkTexts(bar())).toEqual([texts.openInApp]);
    expect(asked).toEqual(['AvatarMenuQuery']);
  });

  it('shows Write, the notifications link and the avatar menu once the reader is known', () => {
    render(post, { viewer: 'signed-in', api: { viewer: reader } });
    expect(skeleton()).toBeNull();
    expect(notifications()?.getAttribute('href')).toBe('/me/notifications');
    expect(notifications()?.getAttribute('aria-label')).toBe(texts.notifications);
    expect(badge()).toBeNull();
    expect(avatarButton()?.getAttribute('aria-label')).toBe(texts.avatarMenu.label);
    const actions = [...container.querySelector('.header__actions')!.children].map(
      (child) => child.className,
    );
    expect(actions).toEqual(['header__write', 'header__notifications', 'avatar-menu']);
    // Preloaded by the server: nothing left to ask but the flags the menu reads.
    expect(asked.filter((name) => name !== 'VariantFlagsQuery')).toEqual([]);
  });

  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('badges %p unread notifications as %p', (unread, shown) => {
    render(post, { viewer: 'signed-in', api: { viewer: reader, unread } });
    expect(badge()?.textContent).toBe(shown);
    expect(notifications()?.getAttribute('aria-label')).toBe(
      `${texts.notifications}, ${texts.unreadNotifications(shown)}`,
    );
  });

  it('shows no badge on the notifications page, which marks them all read', () => {
    render(view('ShowYourNotifications', 'notifications', {}), {
      viewer: 'signed-in',
      api: { viewer: reader, unread: 3 },
    });
    expect(notifications()).not.toBeNull();
    expect(badge()).toBeNull();
    expect(notifications()?.getAttribute('aria-label')).toBe(texts.notifications);
  });

  it('opens the avatar menu from the header', () => {
    render(post, { viewer: 'signed-in', api: { viewer: reader } });
    click(avatarButton()!);
    const profile = [...container.querySelectorAll('[role="menuitem"]')].find(
      (item) => item.textContent === texts.avatarMenu.profile,
    );
    expect(profile?.getAttribute('href')).toBe('/@ada');
  });

  it('falls back to the signed-out header when the session turned out invalid (viewer null)', () => {
    render(home, { viewer: 'signed-in', api: { viewer: null } });
    expect(skeleton()).toBeNull();
    expect(avatarButton()).toBeNull();
    expect(notifications()).toBeNull();
    expect(linkTexts(container.querySelector('.header__actions'))).toEqual([
      texts.write,
      texts.signIn,
      texts.getStarted,
    ]);
    expect(new URL(write()!.href).pathname).toBe('/m/signin');
    expect(linkTexts(bar())).toEqual([texts.openInApp, texts.signUp, texts.signIn]);
  });

  it.each<ViewerKind>(['anonymous', 'bot'])('asks nothing for a visitor of kind %s', (viewer) => {
    render(post, { viewer });
    expect(asked).toEqual([]);
    expect(skeleton()).toBeNull();
  });
});
