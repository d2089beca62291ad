import { anonymousViewer } from '#shared/api/viewer.ts';
import { createSocialReads } from './social-reads.ts';
import { memorySocialRepository, storedCollection } from './social-test-doubles.ts';
import { memoryUsersRepository, storedUser } from './test-doubles.ts';

const ada = storedUser('user-ada', 'ada', { email: 'ada@folio.example' });
const ben = storedUser('user-ben', 'ben');
const cy = storedUser('user-cy', 'cy');
const journal = storedCollection('c-journal', 'user-ada');
const asAda = { ...anonymousViewer, id: 'user-ada', xsrf: 'x' };
const paging = { limit: 10, cursor: null };
const followedAt = Date.UTC(2026, 0, 2, 3, 4, 5, 600);

async function setup() {
  const users = memoryUsersRepository([ada, ben, cy]);
  const social = memorySocialRepository([ada.id, ben.id, cy.id], [journal]);
  await social.repository.follow(ada.id, { kind: 'user', id: ben.id }, followedAt);
  await social.repository.follow(cy.id, { kind: 'user', id: ben.id }, followedAt + 1);
  await social.repository.mute(ada.id, { kind: 'user', id: cy.id }, followedAt);
  social.repository.follow.mockClear();
  social.repository.mute.mockClear();
  return { reads: createSocialReads({ users: users.repository, social: social.repository }), users, social };
}

describe('User.viewerEdge', () => {
  test('tells following (since when, in seconds) and muting, in the batch order, with one read', async () => {
    const { reads, social } = await setup();
    expect(await reads.userEdges([ben.id, cy.id, ben.id], asAda)).toEqual([
      {
        __typename: 'UserViewerEdge',
        id: 'user-ben:user-ada',
        createdAt: Math.floor(followedAt / 1000),
        isFollowing: true,
        isMuting: false,
        isSubscribedToNewsletter: false,
      },
      {
        __typename: 'UserViewerEdge',
        id: 'user-cy:user-ada',
        createdAt: null,
        isFollowing: false,
        isMuting: true,
        isSubscribedToNewsletter: false,
      },
      expect.objectContaining({ id: 'user-ben:user-ada', isFollowing: true }),
    ]);
    expect(social.repository.findViewerEdges).toHaveBeenCalledTimes(1);
    expect(social.repository.findViewerEdges).toHaveBeenCalledWith(ada.id, 'user', [ben.id, cy.id]);
  });

  test('is all false for a visitor and for the viewer themselves, without a read', async () => {
    const { reads, social } = await setup();
    expect(await reads.userEdges([ben.id], anonymousViewer)).toEqual([
      {
        __typename: 'UserViewerEdge',
        id: 'user-ben:visitor',
        createdAt: null,
        isFollowing: false,
        isMuting: false,
        isSubscribedToNewsletter: false,
      },
    ]);
    expect(await reads.userEdges([ada.id], asAda)).toEqual([
      {
        __typename: 'UserViewerEdge',
        id: 'user-ada:user-ada',
        createdAt: null,
        isFollowing: false,
        isMuting: false,
        isSubscribedToNewsletter: false,
      },
    ]);
    expect(social.repository.findViewerEdges).not.toHaveBeenCalled();
  });
});

describe('Collection.viewerEdge', () => {
  test('its creator is its editor; following and muting are read for the batch', async () => {
    const { reads, social } = await setup();
    await social.repository.follow(ben.id, { kind: 'collection', id: journal.id }, followedAt);
    const asBen = { ...asAda, id: ben.id };
    const sources = [{ id: journal.id, creatorId: ada.id }];
    expect(await reads.collectionEdges(sources, asBen)).toEqual([
      {
        __typename: 'CollectionViewerEdge',
        id: 'c-journal:user-ben',
        isEditor: false,
        isFollowing: true,
        isMuting: false,
      },
    ]);
    expect(await reads.collectionEdges(sources, asAda)).toEqual([
      expect.objectContaining({ id: 'c-journal:user-ada', isEditor: true, isFollowing: false }),
    ]);
    expect(await reads.collectionEdges([{ id: journal.id }], anonymousViewer)).toEqual([
      {
        __typename: 'CollectionViewerEdge',
        id: 'c-journal:visitor',
        isEditor: false,
        isFollowing: false,
        isMuting: false,
      },
    ]);
  });
});

describe('lists', () => {
  test('followers newest first, as Users, the viewer among them with their own fields', async () => {
    const { reads, users } = await setup();
    const followers = await reads.followers({ kind: 'user', id: ben.id }, paging, asAda);
    expect(followers.users.map((user) => user.id)).toEqual([cy.id, ada.id]);
    expect(followers.users[1]).toMatchObject({ emailObfuscated: 'a***@f***.example' });
    expect(followers.users[0]).toMatchObject({ emailObfuscated: null });
    expect(followers.pagingInfo).toEqual({ next: null });
    expect(users.repository.findUsersByIds).toHaveBeenCalledTimes(1);
  });

  test('a user who no longer exists is left out; an empty page reads no users', async () => {
    const { reads, users, social } = await setup();
    social.repository.followerIdsOf.mockResolvedValueOnce({ items: ['user-gone', ben.id], cursor: 'next' });
    const page = await reads.followers({ kind: 'user', id: cy.id }, paging, asAda);
    expect(page).toMatchObject({ users: [{ id: ben.id }], pagingInfo: { next: { limit: 10, to: 'next' } } });
    users.repository.findUsersByIds.mockClear();
    expect((await reads.followedUsers(ben.id, paging, asAda)).users).toEqual([]);
    expect(users.repository.findUsersByIds).not.toHaveBeenCalled();
  });

  test('the users someone follows', async () => {
    const { reads } = await setup();
    expect((await reads.followedUsers(ada.id, paging, anonymousViewer)).users.map((user) => user.id)).toEqual(
      [ben.id],
    );
  });

  test('muted users and publications are the viewer’s alone: null for anyone else, without a read', async () => {
    const { reads, social } = await setup();
    await social.repository.mute(ada.id, { kind: 'collection', id: journal.id }, followedAt);
    expect((await reads.mutedUsers(ada.id, paging, asAda))?.users.map((user) => user.id)).toEqual([cy.id]);
    expect((await reads.mutedCollections(ada.id, paging, asAda))?.collections).toEqual([
      expect.objectContaining({ __typename: 'Collection', id: journal.id }),
    ]);
    social.repository.mutedIdsOf.mockClear();
    expect(await reads.mutedUsers(ada.id, paging, { ...asAda, id: ben.id })).toBeNull();
    expect(await reads.mutedCollections(ada.id, paging, anonymousViewer)).toBeNull();
    expect(social.repository.mutedIdsOf).not.toHaveBeenCalled();
  });
});
