/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ViewerKind } from '#contract/edge-headers.ts';
import {
  collectionNode,
  createSocialTestClient,
  userNode,
  viewerId,
} from '#web/connected/social/social-test-client.ts';
import { texts } from '#web/lib/texts.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { ToastsContext } from '#web/lib/toasts/toasts-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import type { StoryBar_PostFragment } from '#graphql/generated/operations.ts';
import { PostMoreMenu } from './post-more-menu.tsx';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const post = (
  overrides: { creatorId?: string; muting?: boolean; inPublication?: boolean; isLocked?: boolean } = {},
) =>
  ({
    id: 'aaaaaaaaaaa1',
    uniqueSlug: 'on-compilers-aaaaaaaaaaa1',
    title: 'On compilers',
    isLocked: overrides.isLocked ?? false,
    readingTime: 3,
    firstPublishedAt: null,
    statusForCollection: overrides.inPublication ? 'APPROVED' : null,
    extendedPreviewContent: { subtitle: '' },
    creator: {
      ...userNode(overrides.creatorId ?? 'w1', 7, 0, false, overrides.muting ?? false),
      name: 'Grace Hopper',
      username: 'grace',
      imageId: null,
    },
    collection: overrides.inPublication
      ? { ...collectionNode(40), slug: 'the-compiler', name: 'The Compiler' }
      : null,
  }) as unknown as StoryBar_PostFragment;

let harness: ReturnType<typeof createSocialTestClient>;
let toasts: ToastInput[];
let container: HTMLDivElement;
let root: Root;

function render(story: StoryBar_PostFragment, viewerKind: ViewerKind = 'signed-in') {
  act(() =>
    root.render(
      <ApolloProvider client={harness.client}>
        <ViewerProvider kind={viewerKind}>
          <ToastsContext.Provider
            value={{ showToast: (toast) => String(toasts.push(toast)), dismissToast: () => undefined }}
          >
            <button type="button">Elsewhere</button>
            <PostMoreMenu post={story} />
          </ToastsContext.Provider>
        </ViewerProvider>
      </ApolloProvider>,
    ),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  harness = createSocialTestClient();
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
  toasts = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const moreButton = () => container.querySelector<HTMLButtonElement>('.more-menu__button');
const items = () => [...container.querySelectorAll<HTMLElement>('[role="menuitem"]')];
const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
  });
const afterFade = () => act(() => jest.advanceTimersByTime(300));

it('offers a signed-in reader to mute the writer and, in a publication, the publication', async () => {
  render(post({ inPublication: true }));
  const button = moreButton()!;
  expect(button.getAttribute('aria-label')).toBe(texts.social.more);
  expect(button.getAttribute('aria-haspopup')).toBe('menu');
  act(() => button.click());
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(items().map((item) => item.textContent)).toEqual(['Mute author', 'Mute publication']);
  expect(document.activeElement).toBe(items()[0]);
  key(items()[0]!, 'ArrowDown');
  expect(document.activeElement).toBe(items()[1]);

  act(() => items()[1]!.click());
  afterFade();
  expect(items()).toEqual([]);
  expect(document.activeElement).toBe(button);
  await act(async () => undefined);
  expect(harness.requests.map((request) => [request.operationName, request.variables])).toEqual([
    ['MuteCollection', { targetCollectionId: 'c1' }],
  ]);
});

it('unmutes a writer the reader muted', async () => {
  render(post({ muting: true }));
  act(() => moreButton()!.click());
  expect(items().map((item) => item.textContent)).toEqual(['Unmute author']);
  act(() => items()[0]!.click());
  await act(async () => undefined);
  expect(harness.requests.map((request) => [request.operationName, request.variables])).toEqual([
    ['UnmuteUser', { targetUserId: 'w1' }],
  ]);
});

it('closes on Escape, returning focus to the button, and on a press outside', () => {
  render(post());
  act(() => moreButton()!.click());
  key(document.activeElement!, 'Escape');
  afterFade();
  expect(items()).toEqual([]);
  expect(document.activeElement).toBe(moreButton());

  act(() => moreButton()!.click());
  act(() => {
    container.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  });
  afterFade();
  expect(items()).toEqual([]);
  expect(harness.requests).toEqual([]);
});

it.each([
  ['a visitor', post(), 'anonymous'],
  ['the writer', post({ creatorId: viewerId }), 'signed-in'],
] as const)('is not offered to %s', (_, story, viewerKind) => {
  render(story, viewerKind);
  expect(moreButton()).toBeNull();
});

it('offers the writer of a member-only story its friend link: copy or revoke (decision 142)', async () => {
  render(post({ creatorId: viewerId, isLocked: true }));
  act(() => moreButton()!.click());
  expect(items().map((item) => item.textContent)).toEqual(['Copy friend link', 'Revoke friend link']);
  act(() => items()[1]!.click());
  await act(async () => undefined);
  expect(harness.requests.map((request) => [request.operationName, request.variables])).toEqual([
    ['RevokeFriendLink', { postId: 'aaaaaaaaaaa1' }],
  ]);
});
