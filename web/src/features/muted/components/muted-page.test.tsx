/** @jest-environment jsdom */
import type { ApolloClient } from '@apollo/client';
import { click, createPageHarness, settle, testViewer } from '#web/lib/testing/page-test-harness.tsx';
import { mutedCollectionsQuery } from '../api/muted-collections-query.ts';
import { mutedUsersQuery } from '../api/muted-users-query.ts';
import { MutedPage } from './muted-page.tsx';

let harness: ReturnType<typeof createPageHarness>;
beforeEach(() => (harness = createPageHarness()));
afterEach(() => harness.unmount());

const stats = { __typename: 'SocialStats' as const, followerCount: 4, followingCount: 0 };
const userEdge = (id: string, isMuting = true) => ({
  __typename: 'UserViewerEdge' as const,
  id: `${id}:${testViewer.id}`,
  createdAt: null,
  isFollowing: false,
  isMuting,
});
const mutedWriter = (id: string, name: string) => ({
  __typename: 'User' as const,
  id,
  name,
  username: name.toLowerCase().split(' ')[0]!,
  bio: `${name} writes.`,
  imageId: null,
  socialStats: stats,
  viewerEdge: userEdge(id),
});
const mutedPublication = {
  __typename: 'Collection' as const,
  id: 'pub-1',
  slug: 'the-pub',
  name: 'The Pub',
  description: 'Stories from the pub.',
  avatar: null,
  subscriberCount: 12,
  viewerEdge: {
    __typename: 'CollectionViewerEdge' as const,
    id: `pub-1:${testViewer.id}`,
    isEditor: false,
    isFollowing: false,
    isMuting: true,
  },
};
const paging = { __typename: 'PagingInfo' as const, next: null };

const withUsers = (users: ReturnType<typeof mutedWriter>[]) => (client: ApolloClient) =>
  client.writeQuery({
    ...mutedUsersQuery(),
    data: {
      viewer: {
        __typename: 'User',
        id: testViewer.id,
        mutedUsersConnection: { __typename: 'UserConnection', users, pagingInfo: paging },
      },
    } as never,
  });
const withCollections = (collections: (typeof mutedPublication)[]) => (client: ApolloClient) =>
  client.writeQuery({
    ...mutedCollectionsQuery(),
    data: {
      viewer: {
        __typename: 'User',
        id: testViewer.id,
        mutedCollectionsConnection: { __typename: 'CollectionConnection', collections, pagingInfo: paging },
      },
    } as never,
  });

const rows = () => [...harness.container.querySelectorAll('.entity-row')];
const tabs = () => [...harness.container.querySelectorAll<HTMLAnchorElement>('.settings-tabs__link')];
const empty = () => harness.container.querySelector('.people__empty')?.textContent;

describe('the muted page', () => {
  it('is titled Muted, with the writers’ and publications’ tabs', async () => {
    harness.render(<MutedPage params={{}} />, { prepare: withUsers([]) });
    await settle();
    expect(harness.container.querySelector('h1')!.textContent).toBe('Muted');
    expect(
      tabs().map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')]),
    ).toEqual([
      ['Writers', '/me/settings/mute/users', 'page'],
      ['Publications', '/me/settings/mute/publications', null],
    ]);
  });

  it('lists the muted writers, each linking to their profile, with Unmute', async () => {
    harness.render(<MutedPage params={{ activeTab: 'users' }} />, {
      prepare: withUsers([mutedWriter('alan-1', 'Alan Turing'), mutedWriter('emmy-1', 'Emmy Noether')]),
    });
    await settle();
    expect(
      rows().map((row) => [
        row.querySelector('.entity-row__link')!.getAttribute('href'),
        row.querySelector('.entity-row__description')!.textContent,
        row.querySelector('button')!.textContent,
      ]),
    ).toEqual([
      ['/@alan', 'Alan Turing writes.', 'Unmute'],
      ['/@emmy', 'Emmy Noether writes.', 'Unmute'],
    ]);
  });

  it('takes an unmuted writer off the list, with the spec’s toast', async () => {
    harness.render(<MutedPage params={{}} />, {
      prepare: withUsers([mutedWriter('alan-1', 'Alan Turing')]),
      answer: (name, variables) => {
        expect([name, variables]).toEqual(['UnmuteUser', { targetUserId: 'alan-1' }]);
        return { result: { ...mutedWriter('alan-1', 'Alan Turing'), viewerEdge: userEdge('alan-1', false) } };
      },
    });
    await settle();
    click(rows()[0]!.querySelector('button'));
    await settle();
    expect(rows()).toHaveLength(0);
    expect(empty()).toBe("You haven't muted anyone.");
    expect(harness.toasts.map((toast) => toast.message)).toEqual(['Alan Turing has been unmuted.']);
  });

  it('keeps the row when the unmute fails', async () => {
    harness.render(<MutedPage params={{}} />, {
      prepare: withUsers([mutedWriter('alan-1', 'Alan Turing')]),
      answer: () => ({ result: { __typename: 'RateLimited' } }),
    });
    await settle();
    click(rows()[0]!.querySelector('button'));
    await settle();
    expect(rows()).toHaveLength(1);
    expect(harness.toasts).toHaveLength(1);
  });

  it('lists the muted publications on their tab, linking to their home', async () => {
    harness.render(<MutedPage params={{ activeTab: 'publications' }} />, {
      prepare: withCollections([mutedPublication]),
    });
    await settle();
    expect(tabs()[1]!.getAttribute('aria-current')).toBe('page');
    const row = rows()[0]!;
    expect(row.querySelector('.entity-row__link')!.getAttribute('href')).toBe('/the-pub');
    expect(row.querySelector('button')!.textContent).toBe('Unmute');
  });

  it('says so when nothing is muted, on either tab', async () => {
    harness.render(<MutedPage params={{}} />, { prepare: withUsers([]) });
    await settle();
    expect(empty()).toBe("You haven't muted anyone.");
    harness.render(<MutedPage params={{ activeTab: 'publications' }} />, { prepare: withCollections([]) });
    await settle();
    expect(empty()).toBe("You haven't muted any publications.");
  });

  it('asks a visitor to sign in, and asks the API nothing', async () => {
    harness.render(<MutedPage params={{}} />, { viewer: null });
    await settle();
    const link = harness.container.querySelector<HTMLAnchorElement>('.settings__sign-in a')!;
    expect(link.textContent).toBe('Sign in');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/folio\.example\/m\/signin/);
    expect(harness.sent('MutedUsersQuery')).toEqual([]);
    expect(rows()).toHaveLength(0);
  });
});
