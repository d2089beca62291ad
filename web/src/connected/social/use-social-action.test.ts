import { gql } from '@apollo/client';
import { texts } from '#web/lib/texts.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { readSocialNode } from './social-cache.ts';
import {
  collectionNode,
  createSocialTestClient,
  publication,
  userNode,
  viewerId,
  writer,
} from './social-test-client.ts';
import { socialActions } from './use-social-action.ts';

let harness: ReturnType<typeof createSocialTestClient>;
let toasts: ToastInput[];
let actions: ReturnType<typeof socialActions>;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  harness = createSocialTestClient();
  toasts = [];
  actions = socialActions({
    client: harness.client,
    showToast: (toast) => toasts.push(toast),
    viewerId,
    now: () => Date.UTC(2026, 2, 1),
  });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const writerNow = () => readSocialNode(harness.cache, writer);
const publicationNow = () => readSocialNode(harness.cache, publication);
const userNow = (id: string) =>
  readSocialNode(harness.cache, { kind: 'user', id, name: '' }) as ReturnType<typeof userNode> | null;
const followerCount = () => userNow(writer.id)?.socialStats.followerCount;
const viewerFollowing = () => userNow(viewerId)?.socialStats.followingCount;
/** The request the action sent, once it is on its way. */
async function sent(operationName: string) {
  await settle();
  const request = harness.requests.at(-1);
  expect(request?.operationName).toBe(operationName);
  return request!;
}

describe('follow (spec 2 §4: toggle isFollowing, local counts ±1)', () => {
  it('shows the follow at once, keeps the API’s answer, and says so with an Undo', async () => {
    const done = actions.follow(writer);
    const request = await sent('FollowUser');
    expect(request.variables).toEqual({ targetUserId: 'w1' });
    // Optimistic: the edge, the writer's followers and the viewer's following, before any answer.
    expect(writerNow()?.viewerEdge.isFollowing).toBe(true);
    expect(followerCount()).toBe(8);
    expect(viewerFollowing()).toBe(4);
    expect(toasts).toEqual([]);

    request.answer({ result: userNode('w1', 12, 0, true) });
    await done;
    expect(followerCount()).toBe(12);
    expect(writerNow()?.viewerEdge.isFollowing).toBe(true);
    expect(viewerFollowing()).toBe(4);
    expect(toasts).toEqual([
      {
        message: "You're now following Grace Hopper.",
        toastStyle: 'FOLLOW_PUBLISHER',
        undo: { label: texts.toasts.undo, onUndo: expect.any(Function) },
      },
    ]);
  });

  it('undoes a follow with an unfollow, which has its own toast', async () => {
    const done = actions.follow(writer);
    (await sent('FollowUser')).answer({ result: userNode('w1', 8, 0, true) });
    await done;
    toasts[0]!.undo!.onUndo();
    const unfollow = await sent('UnfollowUser');
    expect(writerNow()?.viewerEdge.isFollowing).toBe(false);
    expect(followerCount()).toBe(7);
    expect(viewerFollowing()).toBe(3);
    unfollow.answer({ result: userNode('w1', 7, 0, false) });
    await settle();
    expect(toasts[1]).toEqual({ message: "You've unfollowed Grace Hopper" });
    expect(viewerFollowing()).toBe(3);
  });

  it.each([
    ['the request fails', (request: { fail(error: Error): void }) => request.fail(new Error('offline'))],
    [
      'the API is rate limited',
      (request: { answer(data: unknown): void }) => request.answer({ result: { __typename: 'RateLimited' } }),
    ],
    [
      'the writer is gone',
      (request: { answer(data: unknown): void }) => request.answer({ result: { __typename: 'NotFound' } }),
    ],
  ])('rolls the change back and asks to try again when %s', async (_, respond) => {
    const done = actions.follow(writer);
    respond((await sent('FollowUser')) as never);
    await done;
    expect(writerNow()?.viewerEdge.isFollowing).toBe(false);
    expect(followerCount()).toBe(7);
    expect(viewerFollowing()).toBe(3);
    expect(toasts).toEqual([
      {
        message: "Sorry, that didn't work. Click Follow on the page below to try again.",
        toastStyle: 'ERROR',
      },
    ]);
  });

  it('says a reader cannot follow themselves (BadRequest), changing nothing', async () => {
    const done = actions.follow(writer);
    (await sent('FollowUser')).answer({ result: { __typename: 'BadRequest' } });
    await done;
    expect(writerNow()?.viewerEdge.isFollowing).toBe(false);
    expect(toasts).toEqual([{ message: 'You cannot follow yourself' }]);
  });

  it('shows a follow the API already had (AlreadyExists) as following', async () => {
    const done = actions.follow(writer);
    (await sent('FollowUser')).answer({ result: { __typename: 'AlreadyExists' } });
    await done;
    expect(writerNow()?.viewerEdge.isFollowing).toBe(true);
    expect(toasts).toEqual([{ message: "You're already following" }]);
  });

  it('unfollows a publication: its follower count and the viewer’s following go down by one', async () => {
    harness.cache.writeFragment({
      fragment: gql`
        fragment Followed on Collection {
          subscriberCount
          viewerEdge {
            id
            isFollowing
          }
        }
      `,
      id: 'Collection:c1',
      data: { subscriberCount: 41, viewerEdge: { ...collectionNode(41, true).viewerEdge } },
    });
    const done = actions.unfollow(publication);
    const request = await sent('UnfollowCollection');
    expect(request.variables).toEqual({ targetCollectionId: 'c1' });
    expect(publicationNow()).toMatchObject({ subscriberCount: 40, viewerEdge: { isFollowing: false } });
    expect(viewerFollowing()).toBe(2);
    request.answer({ result: collectionNode(40, false) });
    await done;
    expect(viewerFollowing()).toBe(2);
    expect(toasts).toEqual([{ message: "You've unfollowed The Compiler" }]);
  });
});

describe('mute (spec 2 §4)', () => {
  it('mutes a publication with an Undo that unmutes it, and drops the cached feeds', async () => {
    harness.cache.writeQuery({
      query: gql`
        query Feed {
          latestPostsFeed {
            posts {
              id
            }
          }
        }
      `,
      data: { latestPostsFeed: { __typename: 'PostConnection', posts: [] } },
    });
    const done = actions.mute(publication);
    const request = await sent('MuteCollection');
    expect(publicationNow()?.viewerEdge.isMuting).toBe(true);
    request.answer({ result: collectionNode(40, false, true) });
    await done;
    expect(harness.cache.extract().ROOT_QUERY?.latestPostsFeed).toBeUndefined();
    expect(publicationNow()).toMatchObject({ subscriberCount: 40, viewerEdge: { isMuting: true } });
    expect(viewerFollowing()).toBe(3);
    expect(toasts).toEqual([
      {
        message: "You muted The Compiler. Their stories won't appear in your feeds.",
        toastStyle: 'MUTE_ENTITY',
        undo: { label: texts.toasts.undo, onUndo: expect.any(Function) },
      },
    ]);

    toasts[0]!.undo!.onUndo();
    (await sent('UnmuteCollection')).answer({ result: collectionNode(40, false, false) });
    await settle();
    expect(publicationNow()?.viewerEdge.isMuting).toBe(false);
    expect(toasts[1]).toEqual({ message: 'The Compiler has been unmuted.' });
  });

  it('mutes a writer, and takes the mute back when it fails', async () => {
    const done = actions.mute(writer);
    const request = await sent('MuteUser');
    expect(writerNow()?.viewerEdge.isMuting).toBe(true);
    expect(followerCount()).toBe(7);
    request.fail(new Error('offline'));
    await done;
    expect(writerNow()?.viewerEdge.isMuting).toBe(false);
    expect(toasts.map((toast) => toast.toastStyle)).toEqual(['ERROR']);
  });

  it.each([['mute'], ['unmute']] as const)('does nothing to %s without an id', async (action) => {
    await actions[action]({ kind: 'user', id: '', name: 'Nobody' });
    expect(harness.requests).toEqual([]);
    expect(toasts).toEqual([]);
  });
});

it('acts on a target no page has cached, without an optimistic change', async () => {
  const done = actions.follow({ kind: 'user', id: 'w9', name: 'Ada' });
  const request = await sent('FollowUser');
  expect(readSocialNode(harness.cache, { kind: 'user', id: 'w9', name: 'Ada' })).toBeNull();
  request.answer({ result: userNode('w9', 1, 0, true) });
  await done;
  expect(readSocialNode(harness.cache, { kind: 'user', id: 'w9', name: 'Ada' })?.viewerEdge.isFollowing).toBe(
    true,
  );
  expect(viewerFollowing()).toBe(4);
});
