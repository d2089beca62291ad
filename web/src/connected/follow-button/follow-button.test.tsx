/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { ApolloProvider, useFragment } from '@apollo/client/react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { SignInModalContext } from '../sign-in/sign-in-context.ts';
import type { SocialUser_UserFragment } from '#graphql/generated/operations.ts';
import { SocialUser_user } from '../social/social-fragments.ts';
import { createSocialTestClient, userNode, viewerId, writer } from '../social/social-test-client.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { ToastsContext } from '#web/lib/toasts/toasts-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { viewerQuery } from '../viewer/viewer-query.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { FollowButton } from './follow-button.tsx';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const router: Router = {
  view: { kind: 'page', route: 'ShowUser', params: { username: 'grace' }, page: 'user-profile' },
  table: routeTables.default,
  hostTarget: null,
  navigate: () => undefined,
};

/** The writer's button as a page renders it: isFollowing read from the cache. */
function WriterFollow({ targetId = writer.id }: { targetId?: string }) {
  const { data } = useFragment<SocialUser_UserFragment>({
    fragment: SocialUser_user,
    fragmentName: 'SocialUser_user',
    from: { __typename: 'User', id: targetId },
  });
  return (
    <FollowButton target={{ ...writer, id: targetId }} isFollowing={data?.viewerEdge?.isFollowing ?? false} />
  );
}

let harness: ReturnType<typeof createSocialTestClient>;
let toasts: ToastInput[];
const show = jest.fn();
let container: HTMLDivElement;
let root: Root | null;

/** The app's providers around the button; `signedIn` puts ViewerQuery's answer in the cache as the server does. */
function tree(viewerKind: ViewerKind, targetId?: string) {
  return (
    <ApolloProvider client={harness.client}>
      <ViewerProvider kind={viewerKind}>
        <ToastsContext.Provider
          value={{ showToast: (toast) => String(toasts.push(toast)), dismissToast: () => undefined }}
        >
          <RouterContext.Provider value={router}>
            <SignInModalContext.Provider value={{ show }}>
              <WriterFollow {...(targetId ? { targetId } : {})} />
            </SignInModalContext.Provider>
          </RouterContext.Provider>
        </ToastsContext.Provider>
      </ViewerProvider>
    </ApolloProvider>
  );
}

function signIn() {
  harness.cache.writeQuery({
    ...viewerQuery(),
    data: {
      viewer: {
        __typename: 'User',
        id: viewerId,
        name: 'Ada Lovelace',
        username: 'ada',
        isSuspended: false,
        emailObfuscated: null,
        unverifiedEmail: null,
        dismissableFlags: [],
        membership: null,
      },
    } as never,
  });
}

const render = (viewerKind: ViewerKind, targetId?: string) => {
  root = createRoot(container);
  act(() => root!.render(tree(viewerKind, targetId)));
};
const button = () => container.querySelector<HTMLElement>('.follow-button');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  harness = createSocialTestClient();
  toasts = [];
  show.mockReset();
  container = document.createElement('div');
  document.body.append(container);
  root = null;
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('signed out', () => {
  it('is a sign-up link with the follow entry point that comes back to the page', () => {
    render('anonymous');
    const link = button() as HTMLAnchorElement;
    expect(link.tagName).toBe('A');
    expect(link.textContent).toBe('Follow');
    const query = new URL(link.href).searchParams;
    expect(new URL(link.href).pathname).toBe('/m/signin');
    expect(Object.fromEntries(query)).toMatchObject({
      operation: 'register',
      source: 'follow',
      redirect: '/@grace',
      userId: 'w1',
    });
    act(() => link.click());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ operation: 'register', entry: 'follow' }));
    expect(harness.requests).toEqual([]);
  });
});

describe('signed in', () => {
  beforeEach(signIn);

  it('toggles Follow and Following, pressed while following, at once and after the answer', async () => {
    render('signed-in');
    expect(button()!.tagName).toBe('BUTTON');
    expect([button()!.textContent, button()!.getAttribute('aria-pressed')]).toEqual(['Follow', 'false']);

    act(() => button()!.click());
    await settle();
    expect([button()!.textContent, button()!.getAttribute('aria-pressed')]).toEqual(['Following', 'true']);
    // A second click while the first is on its way sends nothing.
    act(() => button()!.click());
    await settle();
    expect(harness.requests.map((request) => request.operationName)).toEqual(['FollowUser']);

    await act(async () => harness.requests[0]!.answer({ result: userNode(writer.id, 8, 0, true) }));
    await settle();
    expect(button()!.textContent).toBe('Following');
    expect(toasts.map((toast) => toast.toastStyle)).toEqual(['FOLLOW_PUBLISHER']);

    act(() => button()!.click());
    await settle();
    expect(harness.requests.at(-1)?.operationName).toBe('UnfollowUser');
    expect(button()!.textContent).toBe('Follow');
  });

  it('is not shown on the viewer’s own profile', () => {
    render('signed-in', viewerId);
    expect(button()).toBeNull();
  });
});

it('waits, disabled, while a session cookie came but the viewer is not known yet', () => {
  render('signed-in');
  expect(button()!.hasAttribute('disabled')).toBe(true);
});

it.each([['anonymous'], ['signed-in']] as const)(
  'hydrates the server’s HTML without a difference (%s)',
  async (viewerKind) => {
    if (viewerKind === 'signed-in') signIn();
    const html = renderToString(tree(viewerKind));
    expect(html).toContain('Follow');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      root = hydrateRoot(container, tree(viewerKind));
    });
    await settle();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  },
);
