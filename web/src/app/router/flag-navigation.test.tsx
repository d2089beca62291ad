/** @jest-environment jsdom */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Observable } from 'rxjs';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import { variantFlagsData, variantFlagsQuery } from '#web/lib/flags/variant-flags-query.ts';
import { Link } from '#web/lib/router/link.tsx';
import { barCollection, writeBarCollection } from '#web/shell/publication-bar/publication-bar-test-data.ts';
import { App } from '../app.tsx';
import type { PreloadedState } from '../injected-state.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state: PreloadedState = {
  appVersion: 'test',
  viewer: 'anonymous',
  host: { kind: 'default', target: null },
  view: { kind: 'page', route: 'ShowHome', params: {}, page: 'home-lo' },
  config: { authOrigin: 'http://localhost:3000', captcha: { kind: 'development', token: 'test-captcha' } },
  renderedAt: Date.UTC(2024, 2, 5, 12) / 1000,
};

/**
 * The browser's client after start-up: the server's VariantFlagsQuery answer in the cache, no network;
 * the publication the community-* page's bar shows is there too, as if it had been visited.
 */
function client(flags: Record<string, boolean>) {
  const cache = createCache();
  cache.writeQuery({ ...variantFlagsQuery(), data: variantFlagsData(flags) });
  writeBarCollection(cache, { collectionSlug: 'the-pub' }, barCollection());
  const offline = new ApolloLink(() => new Observable((observer) => observer.error(new Error('no network'))));
  return new ApolloClient({ cache, link: offline });
}

const StartPage = () => (
  <Link to="ShowCollectionMasthead" params={{ collectionSlug: 'the-pub' }} className="to-masthead">
    About the pub
  </Link>
);

/** Starts on a page linking to /the-pub/about, follows the link, answers the layout shown there. */
async function layoutAfterNavigation(flags: Record<string, boolean>) {
  window.scrollTo = jest.fn(); // every page change scrolls to the top; jsdom has no scrolling
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<App client={client(flags)} state={state} module={{ Page: StartPage }} />);
  });
  await act(async () => {
    container.querySelector<HTMLAnchorElement>('.to-masthead')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const layout = container.querySelector('.layout')!.className;
  act(() => root.unmount());
  container.remove();
  return { layout, path: window.location.pathname };
}

describe('client navigation under the flags in the cache', () => {
  it('goes to the community-* page with enable_lite_publications on', async () => {
    const { layout, path } = await layoutAfterNavigation({ enable_lite_publications: true });
    expect(path).toBe('/the-pub/about');
    expect(layout).toContain('layout--publication');
  });

  it('goes to the plain page with it off, as the server would choose', async () => {
    const { layout, path } = await layoutAfterNavigation({ enable_lite_publications: false });
    expect(path).toBe('/the-pub/about');
    expect(layout).toContain('layout--two-column');
  });
});
