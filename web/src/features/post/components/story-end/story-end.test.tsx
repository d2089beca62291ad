/** @jest-environment jsdom */
import { TextEncoder } from 'node:util';
import { ApolloProvider } from '@apollo/client/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  collectionNode,
  createSocialTestClient,
  userNode,
} from '#web/connected/social/social-test-client.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { RouterContext, type Router } from '#web/lib/router/router-context.ts';
import { ToastsContext } from '#web/lib/toasts/toasts-context.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import type { StoryEnd_PostFragment } from '#graphql/generated/operations.ts';
import { StoryEnd } from './story-end.tsx';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const grace = {
  ...userNode('w1', 1200, 0),
  name: 'Grace Hopper',
  username: 'grace',
  imageId: null,
  hasSubdomain: false,
};
const compiler = {
  ...collectionNode(40),
  slug: 'the-compiler',
  name: 'The Compiler',
  domain: null,
  description: 'Stories about compilers.',
  avatar: null,
};

const card = (id: string, title: string) => ({
  __typename: 'Post',
  id,
  title,
  uniqueSlug: `${title.toLowerCase().replaceAll(' ', '-')}-${id}`,
  isLocked: false,
  readingTime: 4,
  firstPublishedAt: null,
  statusForCollection: null,
  extendedPreviewContent: { subtitle: '' },
  creator: { ...grace, membership: null },
  collection: null,
  previewImage: null,
});

const story = (change: Partial<Record<keyof StoryEnd_PostFragment, unknown>> = {}) =>
  ({
    id: 'aaaaaaaaaaa1',
    statusForCollection: 'APPROVED',
    creator: { ...grace, bio: 'Wrote the first compiler.', membership: null },
    collection: compiler,
    moreFrom: {
      creatorPosts: [card('bbbbbbbbbbb1', 'On loops'), card('bbbbbbbbbbb2', 'On bugs')],
      collectionPosts: [card('ccccccccccc1', 'Linkers')],
    },
    ...change,
  }) as unknown as StoryEnd_PostFragment;

let container: HTMLDivElement;
let root: Root;

function render(post: StoryEnd_PostFragment) {
  const router: Router = {
    view: {
      kind: 'page',
      route: 'ShowPostUnderUser',
      params: { username: 'grace', postId: 'on-compilers-aaaaaaaaaaa1' },
      page: 'post',
    },
    table: routeTables.default,
    hostTarget: null,
    navigate: jest.fn(),
  };
  act(() =>
    root.render(
      <ApolloProvider client={createSocialTestClient().client}>
        <ViewerProvider kind="anonymous">
          <ToastsContext.Provider value={{ showToast: () => '', dismissToast: () => undefined }}>
            <RouterContext.Provider value={router}>
              <StoryEnd post={post} />
            </RouterContext.Provider>
          </ToastsContext.Provider>
        </ViewerProvider>
      </ApolloProvider>,
    ),
  );
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const cards = () => [...container.querySelectorAll('.profile-card')];
const section = (name: string) => container.querySelector(`section[aria-label="${name}"]`);

it('says who wrote it and where it was published, with their followers, bio and Follow', () => {
  render(story());
  const [writer, publication] = cards();
  expect(writer!.querySelector('.profile-card__name')!.textContent).toBe('Written by Grace Hopper');
  expect(writer!.querySelector('.profile-card__name a')!.getAttribute('href')).toBe('/@grace');
  expect(writer!.querySelector('.profile-card__followers')!.textContent).toBe('1.2K followers');
  expect(writer!.querySelector('.profile-card__bio')!.textContent).toBe('Wrote the first compiler.');
  expect(writer!.querySelector('.profile-card__action')!.textContent).toBe('Follow');
  expect(publication!.querySelector('.profile-card__name')!.textContent).toBe('Published in The Compiler');
  expect(publication!.querySelector('.profile-card__name a')!.getAttribute('href')).toBe('/the-compiler');
  expect(publication!.querySelector('.profile-card__bio')!.textContent).toBe('Stories about compilers.');
});

it('shows more from the writer and from the publication, each with a link to all of it', () => {
  render(story());
  const fromWriter = section('More from Grace Hopper')!;
  expect([...fromWriter.querySelectorAll('.post-card__title')].map((title) => title.textContent)).toEqual([
    'On loops',
    'On bugs',
  ]);
  expect(fromWriter.querySelector('.more-from__all')!.textContent).toBe('See all from Grace Hopper');
  const fromPublication = section('More from The Compiler')!;
  expect(fromPublication.querySelectorAll('.post-card')).toHaveLength(1);
  expect(fromPublication.querySelector('.more-from__all')!.getAttribute('href')).toBe('/the-compiler');
});

it('leaves the publication out of a story it did not approve, and an empty "More from" out', () => {
  render(story({ statusForCollection: 'PENDING', moreFrom: { creatorPosts: [], collectionPosts: [] } }));
  expect(cards()).toHaveLength(1);
  expect(section('More from Grace Hopper')).toBeNull();
  expect(section('More from The Compiler')).toBeNull();
});
