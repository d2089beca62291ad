/** @jest-environment jsdom */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { homeLoQuery } from '#web/features/home/api/home-lo-query.ts';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { toastClasses } from '#web/shell/toasts/toast-classes.ts';
import { App } from './app.tsx';
import type { PreloadedState } from './injected-state.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const homeState: PreloadedState = {
  appVersion: 'test',
  viewer: 'anonymous',
  host: { kind: 'default', target: null },
  view: { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' },
  config: { authOrigin: 'http://localhost:3000', captcha: { kind: 'development', token: 'test-captcha' } },
  renderedAt: Date.UTC(2024, 0, 31, 12) / 1000,
};

/** A client whose cache already holds an (empty) home feed; any request fails the test. */
function client(ssrMode = false) {
  const cache = createCache();
  cache.writeQuery({
    ...homeLoQuery(),
    data: {
      latestPostsFeed: {
        __typename: 'PostConnection',
        posts: [],
        pagingInfo: { __typename: 'PagingInfo', next: null },
      },
    } as never,
  });
  const offline = new ApolloLink(() => new Observable((observer) => observer.error(new Error('no network'))));
  return new ApolloClient({ ssrMode, cache, link: offline });
}

/** A page that shows toasts the way a feature would. */
function ToastingPage() {
  const { showToast } = useToasts();
  useEffect(() => {
    showToast({
      message: 'Welcome back',
      duration: 'NEXTPAGE',
      link: { route: 'ShowHome', params: {}, label: texts.home },
    });
    showToast({ message: 'Staying', duration: 'FOREVER' });
  }, [showToast]);
  return <p>Toasting page</p>;
}

const messages = (root: ParentNode) =>
  [...root.querySelectorAll(`.${toastClasses.toast} .${toastClasses.message}`)].map((p) => p.textContent);

describe('toasts in the app', () => {
  it('are rendered by the server as one empty region, so hydration is unaffected', () => {
    const html = renderToString(
      <App client={client(true)} state={homeState} module={{ Page: ToastingPage }} />,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelectorAll(`.${toastClasses.region}`)).toHaveLength(1);
    expect(page.querySelectorAll(`.${toastClasses.toast}`)).toHaveLength(0);
    // The region comes before the page's layout.
    expect(page.firstElementChild!.classList.contains(toastClasses.region)).toBe(true);
  });

  it('lose a NEXTPAGE toast when the router changes the page, and keep the others', async () => {
    window.scrollTo = jest.fn(); // every page change scrolls to the top; jsdom has no scrolling
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(<App client={client()} state={homeState} module={{ Page: ToastingPage }} />);
    });
    expect(messages(container)).toEqual(['Welcome back', 'Staying']);

    const link = container.querySelector<HTMLAnchorElement>(`.${toastClasses.link}`)!;
    expect(link.getAttribute('href')).toBe('/');
    await act(async () => {
      link.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(container.textContent).not.toContain('Toasting page'); // the home page replaced it
    expect(messages(container)).toEqual(['Staying']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });
});
