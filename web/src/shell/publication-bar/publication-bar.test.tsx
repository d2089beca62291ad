/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import type { ApolloClient } from '@apollo/client';
import { act, type ReactNode } from 'react';
import { RouterContext, useRouter, type Router, type View } from '#web/lib/router/router-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { layouts } from '../layouts.tsx';
import { createSessionHarness, reader, settle } from '../session-test-harness.tsx';
import { PublicationBar } from './publication-bar.tsx';
import { barCollection, writeBarCollection } from './publication-bar-test-data.ts';
import type { PublicationBar_CollectionFragment as BarCollection } from '#graphql/generated/operations.ts';

const latest: View = {
  kind: 'page',
  route: 'ShowCollectionLatest',
  params: { collectionSlug: 'the-pub' },
  page: 'community-publication-latest',
};

let harness: ReturnType<typeof createSessionHarness>;
const navigate = jest.fn();

beforeEach(() => {
  harness = createSessionHarness();
  navigate.mockReset();
});
afterEach(() => harness.unmount());

const seed =
  (collection: BarCollection = barCollection()) =>
  (client: ApolloClient) =>
    writeBarCollection(client.cache, { collectionSlug: 'the-pub' }, collection);

/** The harness's router, with this test's navigate (and, on a custom domain, that host's table). */
function WithRouter({ children, host }: { children: ReactNode; host?: 'publication' }) {
  const router: Router = {
    ...useRouter(),
    navigate,
    ...(host ? { table: routeTables.publication, hostTarget: 'the-pub' } : {}),
  };
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

const bar = () => harness.container.querySelector<HTMLElement>('nav.publication-bar');
const links = () =>
  [...bar()!.querySelectorAll<HTMLAnchorElement>('.publication-bar__items a')].map((link) => ({
    text: link.textContent,
    href: link.getAttribute('href'),
    rel: link.getAttribute('rel'),
  }));

describe('the publication bar (spec 1 §2.1)', () => {
  it('names the publication, links home, and lists its items: tags in the app, URLs as plain links', () => {
    harness.render(
      <WithRouter>
        <PublicationBar />
      </WithRouter>,
      { viewerKind: 'anonymous', view: latest, seed: seed() },
    );
    expect(bar()!.getAttribute('aria-label')).toBe('The Pub');
    const home = bar()!.querySelector<HTMLAnchorElement>('.publication-bar__home')!;
    expect([home.textContent, home.getAttribute('href')]).toEqual(['The Pub', '/the-pub']);
    expect(links()).toEqual([
      { text: 'Poetry', href: '/the-pub/tagged/poetry', rel: null },
      { text: 'Shop', href: 'https://shop.example.com/', rel: 'noopener' },
    ]);

    // Whether the app took each click over; then the browser's own navigation is stopped (jsdom has none).
    const taken: boolean[] = [];
    const record = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const [tag, url] = bar()!.querySelectorAll<HTMLAnchorElement>('.publication-bar__items a');
    act(() => tag!.click());
    act(() => url!.click());
    document.removeEventListener('click', record);
    expect(taken).toEqual([true, false]);
    expect(navigate.mock.calls).toEqual([['/the-pub/tagged/poetry']]);
  });

  it('shows the logo instead of the name when there is one, and no list without items', () => {
    harness.render(
      <WithRouter>
        <PublicationBar />
      </WithRouter>,
      {
        viewerKind: 'anonymous',
        view: latest,
        seed: seed(barCollection({ logo: { id: 'logo-1' }, navigationItems: [] })),
      },
    );
    const logo = bar()!.querySelector<HTMLImageElement>('.publication-bar__home img')!;
    expect([logo.getAttribute('src'), logo.alt]).toEqual(['/_/image/logo-1', 'The Pub']);
    expect(bar()!.querySelector('ul')).toBeNull();
    expect(bar()!.querySelector('.follow-button')!.textContent).toBe('Follow');
  });

  it('on the publication’s own domain, links within it without the slug', () => {
    harness.render(
      <WithRouter host="publication">
        <PublicationBar />
      </WithRouter>,
      // The router fills collectionSlug with the host's target there (match-route.ts).
      { viewerKind: 'anonymous', view: latest, seed: seed() },
    );
    expect(bar()!.querySelector('.publication-bar__home')!.getAttribute('href')).toBe('/');
    expect(links()[0]!.href).toBe('/tagged/poetry');
  });

  it('keeps every item in one sideways-scrolling row, each a link Tab reaches', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      title: `Section ${index}`,
      value: `section-${index}`,
      destination: 'TAG' as const,
    }));
    harness.render(<PublicationBar />, {
      viewerKind: 'anonymous',
      view: latest,
      seed: seed(barCollection({ navigationItems: many })),
    });
    const anchors = [...bar()!.querySelectorAll<HTMLAnchorElement>('.publication-bar__items a')];
    expect(anchors).toHaveLength(8);
    for (const anchor of anchors) expect([anchor.hasAttribute('href'), anchor.tabIndex]).toEqual([true, 0]);

    const sheet = document.createElement('style');
    sheet.textContent = readFileSync(`${__dirname}/../../app/styles/publication-bar.css`, 'utf8');
    document.head.append(sheet);
    const list = getComputedStyle(bar()!.querySelector('.publication-bar__items')!);
    expect([list.display, list.overflowX, list.whiteSpace, list.minWidth]).toEqual([
      'flex',
      'auto',
      'nowrap',
      '0',
    ]);
    expect(getComputedStyle(bar()!.querySelector('.publication-bar__home')!).flexShrink).toBe('0');
    sheet.remove();
  });

  it('follows the publication for a signed-in reader', async () => {
    const followed = { ...barCollection(), subscriberCount: 41 };
    followed.viewerEdge = { ...followed.viewerEdge, id: 'c1:u1', isFollowing: true };
    harness.render(<PublicationBar />, {
      viewer: reader,
      view: latest,
      seed: seed(),
      answer: (name) => (name === 'FollowCollection' ? { result: followed } : {}),
    });
    const follow = () => bar()!.querySelector<HTMLButtonElement>('button.follow-button')!;
    expect([follow().textContent, follow().getAttribute('aria-pressed')]).toEqual(['Follow', 'false']);
    act(() => follow().click());
    await settle();
    expect(harness.asked).toContainEqual({
      operationName: 'FollowCollection',
      variables: { targetCollectionId: 'c1' },
    });
    expect([follow().textContent, follow().getAttribute('aria-pressed')]).toEqual(['Following', 'true']);
  });

  it('shows nothing without its publication', async () => {
    harness.render(<PublicationBar />, {
      viewerKind: 'anonymous',
      view: latest,
      answer: () => ({ collectionByDomainOrSlug: null }),
    });
    await settle();
    expect(harness.asked.map((request) => request.operationName)).toEqual(['PublicationNavigationQuery']);
    expect(bar()).toBeNull();
  });
});

describe('the publication layout', () => {
  it('puts the bar under the site header and spec 2 §4’s upsell banner under the bar, above the page', async () => {
    const Layout = layouts.publication;
    harness.render(
      <Layout>
        <p className="the-page">Page</p>
      </Layout>,
      { viewer: reader, view: latest, seed: seed() },
    );
    await settle();
    const order = [
      ...harness.container.querySelectorAll('header.header, nav.publication-bar, .banner, main'),
    ];
    expect(order.map((element) => element.className.split(' ')[0])).toEqual([
      'header',
      'publication-bar',
      'banner',
      'layout__main',
    ]);
    expect(harness.container.querySelector<HTMLElement>('.banner')!.dataset.banner).toBe('membership-upsell');
  });
});
