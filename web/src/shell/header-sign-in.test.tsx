/** @jest-environment jsdom */
import { createHarness, dialog, click, settle } from '#web/features/auth/components/sign-in-test-harness.tsx';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { ViewerContext } from '#web/lib/viewer-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { Header } from './header.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const home: View = { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' };
const post: View = { kind: 'page', route: 'ShowPost', params: { postId: 'story-1a2b' }, page: 'post' };

let harness: ReturnType<typeof createHarness>;

beforeEach(() => {
  harness = createHarness();
});

afterEach(() => harness.unmount());

function render(view: View) {
  window.history.replaceState(null, '', view === home ? '/' : '/p/story-1a2b');
  const router: Router = { view, table: routeTables.default, hostTarget: null, navigate: jest.fn() };
  harness.render(
    <ViewerContext.Provider value="anonymous">
      <RouterContext.Provider value={router}>
        <Header />
      </RouterContext.Provider>
    </ViewerContext.Provider>,
  );
}

const link = (selector: string) => harness.container.querySelector<HTMLAnchorElement>(selector)!;
const query = (anchor: HTMLAnchorElement) => Object.fromEntries(new URL(anchor.href).searchParams);
const title = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent;

describe('the signed-out buttons (spec 1 §2.4)', () => {
  it('stay links to the sign-in page, with the operation and the way back', () => {
    render(post);
    expect(query(link('.header__sign-in'))).toEqual({
      actionUrl: '/p/story-1a2b',
      operation: 'login',
      redirect: '/p/story-1a2b',
      source: 'nav',
    });
    expect(query(link('.header__sign-up')).operation).toBe('register');
    expect(query(link('.secondary-bar__sign-in')).operation).toBe('login');
    expect(query(link('.secondary-bar__sign-up')).operation).toBe('register');
  });

  it.each([
    ['Sign in', '.header__sign-in', 'Welcome back.'],
    ['Sign up', '.header__sign-up', 'Join Folio.'],
    ['the secondary bar’s Sign in', '.secondary-bar__sign-in', 'Welcome back.'],
    ['the secondary bar’s Sign up', '.secondary-bar__sign-up', 'Join Folio.'],
  ])('%s opens the modal', async (_, selector, expected) => {
    render(post);
    click(link(selector));
    await settle();
    expect(title()).toBe(expected);
  });

  it('Get started opens sign-up on home', async () => {
    render(home);
    expect(link('.header__sign-up').textContent).toBe(texts.getStarted);
    click(link('.header__sign-up'));
    await settle();
    expect(title()).toBe('Join Folio.');
  });

  it('leave a click with a modifier key to the browser', async () => {
    render(post);
    let followed: boolean | undefined;
    // After the app's handlers: note whether the browser would follow the link, then spare jsdom the trip.
    const spy = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', spy);
    link('.header__sign-in').dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true }),
    );
    document.removeEventListener('click', spy);
    await settle();
    expect(followed).toBe(true);
    expect(dialog()).toBeNull();
  });
});
