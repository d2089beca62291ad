/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ViewerKind } from '#shared/edge-headers';
import { RouterContext, type Router, type View } from '../lib/router/router-context.ts';
import { texts } from '../lib/texts.ts';
import { ViewerContext } from '../lib/viewer-context.ts';
import { routeTables } from '../routes/route-tables.ts';
import { Header } from './header.tsx';

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

interface Options {
  viewer?: ViewerKind;
  wordmarkOnly?: boolean;
  inNativeApp?: boolean;
}
function render(shown: View, { viewer = 'anonymous', wordmarkOnly, inNativeApp }: Options = {}) {
  const router: Router = { view: shown, table: routeTables.default, hostTarget: null, navigate };
  act(() =>
    root.render(
      <ViewerContext.Provider value={viewer}>
        <RouterContext.Provider value={router}>
          <Header wordmarkOnly={wordmarkOnly} inNativeApp={inNativeApp} />
        </RouterContext.Provider>
      </ViewerContext.Provider>,
    ),
  );
}

beforeEach(() => {
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

  it('goes straight to the editor when signed in', () => {
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
    render(home, { viewer: 'signed-in' });
    expect(linkTexts(container.querySelector('.header__actions'))).toEqual([texts.write]);
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
    render(view('ShowUser', 'user-profile', { username: 'ann' }), { viewer: 'signed-in' });
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
