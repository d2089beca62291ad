/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { createPageHarness, settle, testViewer } from '#web/lib/testing/page-test-harness.tsx';
import { publicationFollowersQuery } from '../api/publication-followers-query.ts';
import { PublicationFollowersPage, PublicationFollowersSidebar } from './publication-followers-page.tsx';

let harness: ReturnType<typeof createPageHarness>;
beforeEach(() => (harness = createPageHarness()));
afterEach(() => harness.unmount());

const follower = {
  __typename: 'User' as const,
  id: 'alan-1',
  name: 'Alan Turing',
  username: 'alan',
  bio: '',
  imageId: null,
  socialStats: { __typename: 'SocialStats' as const, followerCount: 0, followingCount: 1 },
  viewerEdge: {
    __typename: 'UserViewerEdge' as const,
    id: `alan-1:${testViewer.id}`,
    createdAt: null,
    isFollowing: false,
    isMuting: false,
  },
};

const render = (tree: ReactNode, users: (typeof follower)[]) =>
  harness.render(tree, {
    prepare: (client) =>
      client.writeQuery({
        ...publicationFollowersQuery('the-pub'),
        data: {
          collectionByDomainOrSlug: {
            __typename: 'Collection',
            id: 'pub-1',
            name: 'The Pub',
            description: 'Stories from the pub.',
            avatar: null,
            subscriberCount: users.length,
            viewerEdge: {
              __typename: 'CollectionViewerEdge',
              id: `pub-1:${testViewer.id}`,
              isEditor: false,
              isFollowing: true,
              isMuting: false,
            },
            followersConnection: {
              __typename: 'UserConnection',
              users,
              pagingInfo: { __typename: 'PagingInfo', next: null },
            },
          },
        } as never,
      }),
  });

describe('the publication’s followers page', () => {
  it('heads the list with the publication, linking to its home, and lists its followers', async () => {
    render(<PublicationFollowersPage params={{ collectionSlug: 'the-pub' }} />, [follower]);
    await settle();
    const heading = harness.container.querySelector('h1 a')!;
    expect([heading.textContent, heading.getAttribute('href')]).toEqual(['The Pub', '/the-pub']);
    expect(harness.container.querySelector('.people__count')!.textContent).toBe('1 follower');
    const row = harness.container.querySelector('.entity-row')!;
    expect(row.querySelector('.entity-row__link')!.getAttribute('href')).toBe('/@alan');
    // An empty bio shows no line at all.
    expect(row.querySelector('.entity-row__description')).toBeNull();
  });

  it('says so when nobody follows it', async () => {
    render(<PublicationFollowersPage params={{ collectionSlug: 'the-pub' }} />, []);
    await settle();
    expect(harness.container.querySelector('.people__empty')!.textContent).toBe('No followers yet.');
  });

  it('shows the publication’s card beside the list, Following when the viewer follows it', async () => {
    render(<PublicationFollowersSidebar params={{ collectionSlug: 'the-pub' }} />, []);
    await settle();
    const card = harness.container.querySelector('.profile-card')!;
    expect(card.querySelector('.profile-card__bio')!.textContent).toBe('Stories from the pub.');
    expect(card.querySelector('button')!.textContent).toBe('Following');
  });
});
