/** @jest-environment jsdom */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { formatShortDate } from '#web/lib/format/date.ts';
import { toAwsTimestamp, useRenderTime } from '#web/lib/render-time.ts';
import type { PageModule } from '#web/routes/page-registry.ts';
import { App } from './app.tsx';
import type { PreloadedState } from './injected-state.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const lastMinute = Date.UTC(2024, 2, 5, 23, 59, 59);
const nextDay = Date.UTC(2024, 2, 6, 0, 0, 1);
const earlierThatDay = toAwsTimestamp(Date.UTC(2024, 2, 5, 10, 0));

const state: PreloadedState = {
  appVersion: 'test',
  viewer: 'anonymous',
  host: { kind: 'default', target: null },
  view: { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' },
  config: { authOrigin: 'http://localhost:3000', captcha: { kind: 'development', token: 'test-captcha' } },
  // What the pages Lambda puts there (functions/pages/create-pages-handler.ts stateFor).
  renderedAt: toAwsTimestamp(lastMinute),
};

const offline = () =>
  new ApolloClient({
    cache: createCache(),
    link: new ApolloLink(() => new Observable((observer) => observer.error(new Error('no network')))),
  });

/** A date printed relative to today, as the settings' session and token lists do. */
const RenderTimePage: PageModule = {
  Page: () => <p className="stamp">{formatShortDate(earlierThatDay, useRenderTime())}</p>,
};
/** The same date against the clock: what a component without the render time would print. */
const ClockPage: PageModule = {
  Page: () => <p className="stamp">{formatShortDate(earlierThatDay, toAwsTimestamp(Date.now()))}</p>,
};

/** Renders on the "server" at 23:59:59 UTC, then hydrates in the "browser" at 00:00:01 the next day. */
async function acrossMidnight(module: PageModule) {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(lastMinute);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App client={offline()} state={state} module={module} />);
  document.body.append(container);
  const serverText = container.querySelector('.stamp')!.textContent;
  clock.mockReturnValue(nextDay);
  const recoverable: unknown[] = [];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  window.scrollTo = jest.fn();
  const root = await act(async () =>
    hydrateRoot(container, <App client={offline()} state={state} module={module} />, {
      onRecoverableError: (error) => recoverable.push(error),
    }),
  );
  const result = {
    serverText,
    browserText: container.querySelector('.stamp')!.textContent,
    recoverable,
    errors: errors.mock.calls.length,
  };
  act(() => root.unmount());
  container.remove();
  errors.mockRestore();
  clock.mockRestore();
  return result;
}

describe('the render time across midnight', () => {
  it('hydrates a date relative to today without a mismatch: the browser uses the server’s now', async () => {
    const { serverText, browserText, recoverable, errors } = await acrossMidnight(RenderTimePage);
    expect(serverText).toBe('Mar 5');
    expect(browserText).toBe('Mar 5');
    expect(recoverable).toEqual([]);
    expect(errors).toBe(0);
  });

  it('would mismatch with the clock (what the test guards against)', async () => {
    const { serverText, browserText, recoverable } = await acrossMidnight(ClockPage);
    expect(serverText).toBe('Mar 5');
    expect(browserText).toBe('Mar 5, 2024');
    expect(recoverable).toHaveLength(1);
    expect(String(recoverable[0])).toContain('Hydration failed');
  });
});
