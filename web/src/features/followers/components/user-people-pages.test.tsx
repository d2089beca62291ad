/** @jest-environment jsdom */
import type { ApolloClient } from '@apollo/client';
import { click, createPageHarness, settle, testViewer } from '#web/lib/testing/page-test-harness.tsx';
import { UserFollowersQuery, UserFollowingQuery, userPeopleQuery } from '../api/user-people-query.ts';
import { UserFollowersPage, UserFollowersSidebar, UserFollowingPage } from './user-people-pages.tsx';

let harness: ReturnType<typeof createPageHarness>;
beforeEach(() => (harness = createPageHarness()));
afterEach(() => harness.unmount());

const person = (id: string, name: string, isFollowing = false) => ({
  __typename: 'User' as const,
  id,
  name,
  username: name.toLowerCase().split(' ')[0]!,
  bio: `${name} writes.`,
  imageId: null,
  socialStats: { __typename: 'SocialStats' as const, followerCount: 3, followingCount: 1 },
  viewerEdge: {
    __typename: 'UserViewerEdge' as const,
    id: `${id}:${testViewer.id}`,
    createdAt: null,
    isFollowing,
    isMuting: false,
  },
});

const connection = (users: ReturnType<typeof person>[], to: string | null) => ({
  __typename: 'UserConnection' as const,
  users,
  pagingInfo: {
    __typename: 'PagingInfo' as const,
    next: to ? { __typename: 'PageParams' as const, limit: 10, to } : null,
  },
});

const grace = {
  ...person('grace-1', 'Grace Hopper'),
  socialStats: { __typename: 'SocialStats' as const, followerCount: 1520, followingCount: 1 },
};

function withFollowers(users: ReturnType<typeof person>[], to: string | null) {
  return (client: ApolloClient) =>
    client.writeQuery({
      ...userPeopleQuery(UserFollowersQuery, 'grace'),
      data: { userResult: { ...grace, followersConnection: connection(users, to) } },
    });
}

const rows = () => [...harness.container.querySelectorAll('.entity-row')];

describe('the followers page', () => {
  it('heads the list with the writer’s name and follower count, and lists each follower', async () => {
    harness.render(<UserFollowersPage params={{ username: 'grace' }} />, {
      prepare: withFollowers([person('alan-1', 'Alan Turing', true), person('emmy-1', 'Emmy Noether')], null),
    });
    await settle();
    const heading = harness.container.querySelector('h1 a')!;
    expect([heading.textContent, heading.getAttribute('href')]).toEqual(['Grace Hopper', '/@grace']);
    expect(harness.container.querySelector('.people__count')!.textContent).toBe('1.5K followers');
    expect(
      rows().map((row) => [
        row.querySelector('.entity-row__link')!.getAttribute('href'),
        row.querySelector('.entity-row__description')!.textContent,
        row.querySelector('button')!.textContent,
      ]),
    ).toEqual([
      ['/@alan', 'Alan Turing writes.', 'Following'],
      ['/@emmy', 'Emmy Noether writes.', 'Follow'],
    ]);
    expect(harness.container.querySelector('.show-more')).toBeNull();
  });

  it('has no Follow button on the viewer’s own row', async () => {
    harness.render(<UserFollowersPage params={{ username: 'grace' }} />, {
      prepare: withFollowers([person(testViewer.id, 'Ada Lovelace')], null),
    });
    await settle();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.querySelector('button')).toBeNull();
  });

  it('says so when nobody follows the writer', async () => {
    harness.render(<UserFollowersPage params={{ username: 'grace' }} />, {
      prepare: withFollowers([], null),
    });
    await settle();
    expect(harness.container.querySelector('.people__empty')!.textContent).toBe('No followers yet.');
    expect(rows()).toHaveLength(0);
  });

  it('appends the next page on Show more, then hides the button on the last page', async () => {
    harness.render(<UserFollowersPage params={{ username: 'grace' }} />, {
      prepare: withFollowers([person('alan-1', 'Alan Turing')], 'cursor-1'),
      answer: (name, variables) => {
        expect([name, variables.to]).toEqual(['UserFollowersQuery', 'cursor-1']);
        return {
          userResult: { ...grace, followersConnection: connection([person('emmy-1', 'Emmy Noether')], null) },
        };
      },
    });
    await settle();
    click(harness.container.querySelector('.show-more'));
    await settle();
    expect(rows().map((row) => row.querySelector('.entity-row__link')!.textContent)).toEqual([
      'Alan Turing',
      'Emmy Noether',
    ]);
    expect(harness.container.querySelector('.show-more')).toBeNull();
  });

  it('shows the writer’s card beside the list, with Follow', async () => {
    harness.render(<UserFollowersSidebar params={{ username: 'grace' }} />, {
      prepare: withFollowers([], null),
    });
    await settle();
    const card = harness.container.querySelector('.profile-card')!;
    expect(card.querySelector('.profile-card__name')!.textContent).toBe('Grace Hopper');
    expect(card.querySelector('.profile-card__count')!.textContent).toBe('1.5K followers');
    expect(card.querySelector('button')!.textContent).toBe('Follow');
  });
});

describe('the following page', () => {
  it('counts and lists the people the writer follows, or says there are none', async () => {
    harness.render(<UserFollowingPage params={{ username: 'grace' }} />, {
      prepare: (client) =>
        client.writeQuery({
          ...userPeopleQuery(UserFollowingQuery, 'grace'),
          data: { userResult: { ...grace, followingConnection: connection([], null) } },
        }),
    });
    await settle();
    expect(harness.container.querySelector('.people__count')!.textContent).toBe('1 following');
    expect(harness.container.querySelector('.people__empty')!.textContent).toBe('Not following anyone yet.');
  });
});
