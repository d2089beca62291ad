/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createSocialTestClient, userNode } from '#web/connected/social/social-test-client.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { ToastsContext } from '#web/lib/toasts/toasts-context.ts';
import type { StoryBar_PostFragment } from '#graphql/generated/operations.ts';
import { StoryBar } from './story-bar.tsx';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const post = (responsesCount: number) =>
  ({
    id: 'aaaaaaaaaaa1',
    title: 'On compilers',
    uniqueSlug: 'on-compilers-aaaaaaaaaaa1',
    responsesCount,
    clapCount: 0,
    viewerClapCount: 0,
    statusForCollection: null,
    creator: { ...userNode('w1', 7, 0), name: 'Grace Hopper', username: 'grace' },
    collection: null,
  }) as unknown as StoryBar_PostFragment;

let container: HTMLDivElement;
let root: Root;
let toasts: ToastInput[];
let copied: string[];
const opened = jest.fn();

function render(story: StoryBar_PostFragment) {
  act(() =>
    root.render(
      <ApolloProvider client={createSocialTestClient().client}>
        <ViewerProvider kind="anonymous">
          <ToastsContext.Provider
            value={{ showToast: (toast) => String(toasts.push(toast)), dismissToast: () => undefined }}
          >
            <StoryBar post={story} place="top" />
          </ToastsContext.Provider>
        </ViewerProvider>
      </ApolloProvider>,
    ),
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  toasts = [];
  copied = [];
  // The browser's clipboard and window.open, which jsdom does not have: what the bar hands them is kept.
  Object.assign(navigator, { clipboard: { writeText: async (text: string) => void copied.push(text) } });
  window.open = opened;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const responses = () => container.querySelector<HTMLAnchorElement>('.story-bar__responses')!;
const openShare = () =>
  act(() => container.querySelector<HTMLButtonElement>('[aria-label="Share"]')!.click());
const item = (name: string) =>
  [...container.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (found) => found.textContent === name,
  )!;

it('counts the responses, linking to them, and says none without a number', () => {
  render(post(1234));
  expect(responses().getAttribute('href')).toBe('#responses');
  expect(responses().getAttribute('aria-label')).toBe('1234 responses');
  expect(responses().textContent).toBe('1.2K');
  render(post(0));
  expect(responses().getAttribute('aria-label')).toBe('0 responses');
  expect(responses().textContent).toBe('');
});

it('shares the story: its link copied with a toast, or to X, LinkedIn and Facebook', async () => {
  render(post(0));
  openShare();
  expect([...container.querySelectorAll('[role="menuitem"]')].map((found) => found.textContent)).toEqual([
    'Copy link',
    'Share on X',
    'Share on LinkedIn',
    'Share on Facebook',
  ]);
  await act(async () => item('Copy link').click());
  expect(copied).toEqual(['http://localhost/@grace/on-compilers-aaaaaaaaaaa1']);
  expect(toasts).toEqual([{ message: 'Link copied' }]);

  openShare();
  act(() => item('Share on LinkedIn').click());
  expect(opened).toHaveBeenCalledWith(
    'https://www.linkedin.com/sharing/share-offsite/?url=http%3A%2F%2Flocalhost%2F%40grace%2Fon-compilers-aaaaaaaaaaa1',
    '_blank',
    'noopener,noreferrer',
  );
});
