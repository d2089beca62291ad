import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { ViewerContext } from '#web/lib/viewer-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { Header } from '#web/shell/header.tsx';
import { loadPage } from './load-page.ts';
import type { PageRequest } from './page-request.ts';
import { createServerClient } from './server-client.ts';
import { cannedExecutor, post, writer } from './testing/canned-api.ts';

/** The shell's data for a signed-in reader is loaded with the page, so the header renders complete. */

const story = post('1a2b3c4d5e6f');
const reader = {
  __typename: 'User',
  id: 'u9',
  name: 'Reader Nine',
  username: 'nine',
  imageId: null,
  emailObfuscated: 'n***@f***.example',
  isAuthorVerified: false,
  membership: null,
  partnerProgramEnrollment: null,
  adminCollections: [],
};

/** The canned API plus the header's root fields; `failing` names the root fields that error. */
function api(viewer: typeof reader | null, failing: string[] = []) {
  const status = { __typename: 'NotificationStatus', unreadNotificationCount: 120 };
  const canned = cannedExecutor({
    posts: { [story.id]: story },
    users: { ada: writer },
    failing: Object.fromEntries(failing.map((field) => [field, `${field} failed`])),
    more: { viewer: () => viewer, notificationStatus: () => viewer && status },
  });
  return { execute: canned.execute, asked: () => canned.fields().flat() };
}

const request = (viewer: ViewerKind): PageRequest => ({
  path: `/p/${story.id}`,
  search: '',
  hostKind: 'default',
  hostTarget: null,
  viewer,
  viewerIp: undefined,
  referrer: null,
  host: null,
  graphqlHeaders: {},
});

async function load(viewer: ViewerKind, answer: ReturnType<typeof api>) {
  const client = createServerClient(answer.execute, {});
  const warn = jest.fn();
  const loaded = await loadPage(request(viewer), client, warn, jest.fn());
  const router: Router = {
    view: loaded.kind === 'page' ? loaded.view : { kind: 'not-found' },
    table: routeTables.default,
    hostTarget: null,
    navigate: () => {},
  };
  const html = renderToString(
    <ApolloProvider client={client.apollo}>
      <ViewerContext.Provider value={viewer}>
        <RouterContext.Provider value={router}>
          <Header />
        </RouterContext.Provider>
      </ViewerContext.Provider>
    </ApolloProvider>,
  );
  return { loaded, warn, html, cache: client.apollo.extract() as Record<string, any> };
}

test("loads the header's AvatarMenuQuery with a signed-in reader's page; the badge's count is the browser's", async () => {
  const answer = api(reader);
  const { loaded, html, cache } = await load('signed-in', answer);
  expect(loaded.kind).toBe('page');
  expect(answer.asked()).toEqual(expect.arrayContaining(['postResult', 'viewer']));
  // UnreadNotificationCount costs the server's render nothing (decision 208): the browser asks it.
  expect(answer.asked()).not.toContain('notificationStatus');
  expect(cache.ROOT_QUERY.viewer).toEqual({ __ref: 'User:u9' });
  // The server's HTML already has the avatar, no placeholders, and no badge yet: hydration matches it.
  expect(html).toContain('avatar-menu__button');
  expect(html).not.toContain('header__notifications-badge');
  expect(html).not.toContain('header__skeleton');
});

test("renders the signed-out header when the API refused the reader's session", async () => {
  const { html, cache } = await load('signed-in', api(null));
  expect(cache.ROOT_QUERY.viewer).toBeNull();
  expect(html).toContain('header__sign-in');
  expect(html).not.toContain('avatar-menu__button');
});

test.each<ViewerKind>(['anonymous', 'bot'])(
  'asks nothing of the kind for a visitor of kind %s',
  async (viewer) => {
    const answer = api(reader);
    const { html } = await load(viewer, answer);
    expect(answer.asked()).not.toContain('viewer');
    expect(answer.asked()).not.toContain('notificationStatus');
    expect(html).toContain('header__sign-in');
  },
);

test('still serves the page when the header data fails, with placeholders for the browser to fill', async () => {
  const { loaded, warn, html } = await load('signed-in', api(reader, ['viewer']));
  expect(loaded.kind).toBe('page');
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('header'), expect.anything());
  expect(html).toContain('header__skeleton');
});
