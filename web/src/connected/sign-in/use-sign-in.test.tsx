/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { routeTables } from '#web/routes/route-tables.ts';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { SiteConfigContext, type SiteConfig } from '#web/lib/site-config.ts';
import { entryPointStorageKey } from './entry-point.ts';
import { pageExit } from './page-exit.ts';
import { SignInLink } from './sign-in-link.tsx';
import { SignInModalContext, type SignInModal } from './sign-in-context.ts';
import type { SignInRequest } from './sign-in-request.ts';
import { useSignIn } from './use-sign-in.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom's page is http://localhost/.
const here = 'http://localhost';
const elsewhere = 'https://folio.test';
const config = (authOrigin: string): SiteConfig => ({ authOrigin, captcha: { kind: 'none' } });

const show = jest.fn();
const modal: SignInModal = { show };
let assign: jest.SpyInstance;
let root: Root;
let container: HTMLDivElement;

// The page the router shows: the post at /@ada/story-1a2b.
const router: Router = {
  view: {
    kind: 'page',
    route: 'ShowPostUnderUser',
    params: { username: 'ada', postId: 'story-1a2b' },
    page: 'post',
  },
  table: routeTables.default,
  hostTarget: null,
  navigate: () => undefined,
};

interface TreeProps {
  authOrigin?: string;
  withModal?: boolean;
  withRouter?: Router | null;
  request: SignInRequest;
}

function Tree({ authOrigin = here, withModal = true, withRouter = router, request }: TreeProps) {
  return (
    <SiteConfigContext.Provider value={config(authOrigin)}>
      <RouterContext.Provider value={withRouter}>
        <SignInModalContext.Provider value={withModal ? modal : null}>
          <SignInLink request={request} className="trigger">
            Sign in
          </SignInLink>
        </SignInModalContext.Provider>
      </RouterContext.Provider>
    </SiteConfigContext.Provider>
  );
}

const render = (props: Parameters<typeof Tree>[0]) => act(() => root.render(<Tree {...props} />));
const link = () => container.querySelector<HTMLAnchorElement>('a.trigger')!;
const click = (init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void link().dispatchEvent(event));
  return event;
};

beforeEach(() => {
  show.mockReset();
  localStorage.clear();
  window.history.replaceState(null, '', '/@ada/story-1a2b?source=home');
  assign = jest.spyOn(pageExit, 'assign').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  assign.mockRestore();
});

describe('a sign-in trigger on the auth domain', () => {
  it('is a link to the sign-in page that returns to the page shown', () => {
    render({ request: { operation: 'register', entry: 'clap' } });
    const url = new URL(link().href);
    expect(url.origin + url.pathname).toBe('http://localhost/m/signin');
    expect(url.searchParams.get('redirect')).toBe('/@ada/story-1a2b');
    expect(url.searchParams.get('operation')).toBe('register');
    expect(url.searchParams.get('source')).toBe('clap');
  });

  it('opens the modal on a plain click and stores the entry point', () => {
    render({ request: { operation: 'register', entry: 'clap', postUrl: '/p/1a2b' } });
    const event = click();
    expect(event.defaultPrevented).toBe(true);
    expect(show).toHaveBeenCalledWith({ operation: 'register', entry: 'clap', redirect: '/p/1a2b' });
    expect(localStorage.getItem(entryPointStorageKey)).toBe('clap');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([{ metaKey: true }, { ctrlKey: true }])('lets the link open normally with %p held', (keys) => {
    render({ request: { operation: 'login' } });
    const event = click(keys);
    expect(event.defaultPrevented).toBe(false);
    expect(show).not.toHaveBeenCalled();
    expect(localStorage.getItem(entryPointStorageKey)).toBeNull();
  });

  it('goes to the sign-in page when no modal is mounted', () => {
    render({ request: { operation: 'login' }, withModal: false });
    click();
    expect(assign).toHaveBeenCalledWith(
      'http://localhost/m/signin?actionUrl=%2F%40ada%2Fstory-1a2b%3Fsource%3Dhome&operation=login&redirect=%2F%40ada%2Fstory-1a2b%3Fsource%3Dhome',
    );
    expect(show).not.toHaveBeenCalled();
  });
});

describe('a sign-in trigger outside the auth domain', () => {
  it('sends the browser to the auth domain’s sign-in page with the whole address to come back to', () => {
    // A writer's own domain: the server cannot know its origin, so the link itself has no way back.
    render({
      authOrigin: elsewhere,
      withRouter: { ...router, hostTarget: 'ada' },
      request: { operation: 'login', entry: 'follow' },
    });
    expect(link().href).toBe('https://folio.test/m/signin?operation=login&source=follow');
    const expected =
      'https://folio.test/m/signin?actionUrl=http%3A%2F%2Flocalhost%2F%40ada%2Fstory-1a2b%3Fsource%3Dhome' +
      '&operation=login&redirect=http%3A%2F%2Flocalhost%2F%40ada%2Fstory-1a2b%3Fsource%3Dhome&source=follow';
    const event = click();
    expect(event.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(expected);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('the server render', () => {
  it('links the same as the browser, so hydration changes nothing', () => {
    act(() => root.unmount());
    container.innerHTML = renderToString(<Tree request={{ operation: 'login' }} />);
    const before = container.innerHTML;
    expect(new URL(link().href).searchParams.get('redirect')).toBe('/@ada/story-1a2b');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let hydrated: Root | undefined;
    act(() => {
      hydrated = hydrateRoot(container, <Tree request={{ operation: 'login' }} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    errors.mockRestore();
    act(() => hydrated!.unmount());
    root = createRoot(container);
  });

  it('links without a way back where no page is shown', () => {
    render({ request: { operation: 'login' }, withRouter: null });
    expect(link().getAttribute('href')).toBe('http://localhost/m/signin?operation=login');
  });
});

describe('openSignIn', () => {
  it('opens the modal with ENTER_EMAIL as a step override', () => {
    let signIn: ReturnType<typeof useSignIn> | undefined;
    function Capture() {
      signIn = useSignIn();
      return null;
    }
    act(() =>
      root.render(
        <SiteConfigContext.Provider value={config(here)}>
          <SignInModalContext.Provider value={modal}>
            <Capture />
          </SignInModalContext.Provider>
        </SiteConfigContext.Provider>,
      ),
    );
    act(() => signIn!.openSignIn({ operation: 'login', step: 'ENTER_EMAIL', redirectTo: '/me/lists' }));
    expect(show).toHaveBeenCalledWith({ operation: 'login', step: 'ENTER_EMAIL', redirect: '/me/lists' });
  });
});
