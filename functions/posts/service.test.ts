import { anonymousViewer, type Viewer } from '#shared/api/viewer.ts';
import { createPostsService, type Reader } from './service.ts';
import { memoryRepository, meterOff, storedContent, storedPost } from './test-doubles.ts';

const reader = (viewer: Partial<Viewer> = {}, withContent = false): Reader => ({
  viewer: { ...anonymousViewer, ...viewer },
  withContent,
});
const paging = { limit: 10, cursor: null };

describe('postResult', () => {
  test('reads the summary alone (GetItem) when the body is not selected', async () => {
    const repository = memoryRepository([storedPost()]);
    const result = await createPostsService({ repository, meter: meterOff() }).postResult(
      '1a2b3c4d5e6f',
      reader(),
    );
    expect(repository.findPost).toHaveBeenCalledTimes(1);
    expect(repository.findPostPage).not.toHaveBeenCalled();
    expect(result).not.toHaveProperty('content');
  });

  test('reads summary and body together (postPage) when the body is selected', async () => {
    const repository = memoryRepository([storedPost()], [storedContent('1a2b3c4d5e6f', 5)]);
    const result = await createPostsService({ repository, meter: meterOff() }).postResult(
      '1a2b3c4d5e6f',
      reader({}, true),
    );
    expect(repository.findPostPage).toHaveBeenCalledTimes(1);
    expect(repository.findPost).not.toHaveBeenCalled();
    expect(result).toMatchObject({ content: { isLockedPreviewOnly: false } });
  });

  test('answers the same NotFound for an unknown story and one the viewer may not see', async () => {
    const repository = memoryRepository([storedPost({ status: 'DRAFT' })]);
    const service = createPostsService({ repository, meter: meterOff() });
    const hidden = await service.postResult('1a2b3c4d5e6f', reader());
    expect(hidden).toEqual({ __typename: 'NotFound', message: 'No story with id 1a2b3c4d5e6f.' });
    expect(await service.postResult('000000000000', reader())).toEqual({
      __typename: 'NotFound',
      message: 'No story with id 000000000000.',
    });
  });

  test('cuts a member-only body to its preview for a visitor', async () => {
    const repository = memoryRepository(
      [storedPost({ isLocked: true })],
      [storedContent('1a2b3c4d5e6f', 20)],
    );
    const result = await createPostsService({ repository, meter: meterOff() }).postResult(
      '1a2b3c4d5e6f',
      reader({}, true),
    );
    expect(result).toMatchObject({
      extendedPreviewContent: { isFullContent: false },
      content: { isLockedPreviewOnly: true },
    });
    expect(JSON.stringify(result)).not.toContain('Paragraph 4.');
  });
});

describe('lists', () => {
  test('postResults keeps the order asked and drops unviewable stories', async () => {
    const posts = [
      storedPost({ id: 'aaaaaaaaaaaa' }),
      storedPost({ id: 'bbbbbbbbbbbb', isSuspended: true }),
      storedPost({ id: 'cccccccccccc' }),
    ];
    const service = createPostsService({ repository: memoryRepository(posts), meter: meterOff() });
    const found = await service.postResults(
      ['cccccccccccc', 'bbbbbbbbbbbb', 'dddddddddddd', 'aaaaaaaaaaaa'],
      reader(),
    );
    expect(found.map((post) => post.id)).toEqual(['cccccccccccc', 'aaaaaaaaaaaa']);
  });

  test('feeds read bodies in one batch only when selected, and pass the cursor on', async () => {
    const repository = memoryRepository([storedPost()], [storedContent('1a2b3c4d5e6f', 3)]);
    const service = createPostsService({ repository, meter: meterOff() });
    const without = await service.latestPostsFeed(paging, reader());
    expect(repository.findContents).not.toHaveBeenCalled();
    expect(without.pagingInfo).toEqual({ next: { limit: 10, to: 'next-page' } });
    await service.postsOfCreator('writer', paging, reader({}, true));
    expect(repository.findContents).toHaveBeenCalledTimes(1);
  });

  test('feeds leave out stories that are no longer listed', async () => {
    const repository = memoryRepository([
      storedPost(),
      storedPost({ id: 'bbbbbbbbbbbb', visibility: 'UNLISTED' }),
    ]);
    const feed = await createPostsService({ repository, meter: meterOff() }).postsOfCollection(
      'collection',
      paging,
      reader(),
    );
    expect(feed.posts.map((post) => post.id)).toEqual(['1a2b3c4d5e6f']);
  });

  test('staff picks answer the picked stories in pick order', async () => {
    const posts = [
      storedPost({ id: 'aaaaaaaaaaaa' }),
      storedPost({ id: 'bbbbbbbbbbbb', status: 'DELETED' }),
      storedPost({ id: 'cccccccccccc' }),
    ];
    const repository = memoryRepository(posts);
    const feed = await createPostsService({ repository, meter: meterOff() }).staffPicksFeed(paging, reader());
    expect(feed.items.map((item) => item.post.id)).toEqual(['aaaaaaaaaaaa', 'cccccccccccc']);
    expect(feed.pagingInfo.next).toBeNull();
    expect(repository.findPosts).toHaveBeenCalledTimes(1);
  });
});

describe('muted writers and publications', () => {
  const mutes = { users: new Set(['muted-writer']), collections: new Set(['muted-journal']) };
  const posts = [
    storedPost({ id: 'aaaaaaaaaaaa', creatorId: 'muted-writer' }),
    storedPost({ id: 'bbbbbbbbbbbb', collectionId: 'muted-journal', statusForCollection: 'APPROVED' }),
    storedPost({ id: 'cccccccccccc' }),
  ];

  test("the signed-in viewer's feeds leave them out, with the page's cursor kept", async () => {
    const repository = memoryRepository(posts, [], mutes);
    const service = createPostsService({ repository, meter: meterOff() });
    const latest = await service.latestPostsFeed(paging, reader({ id: 'reader' }));
    expect(latest.posts.map((post) => post.id)).toEqual(['cccccccccccc']);
    expect(latest.pagingInfo).toEqual({ next: { limit: 10, to: 'next-page' } });
    const picks = await service.staffPicksFeed(paging, reader({ id: 'reader' }));
    expect(picks.items.map((item) => item.post.id)).toEqual(['cccccccccccc']);
    expect(repository.findMutes.mock.calls).toEqual([['reader'], ['reader']]);
  });

  test('a visitor has no mutes: nothing is read, nothing left out', async () => {
    const repository = memoryRepository(posts, [], mutes);
    const service = createPostsService({ repository, meter: meterOff() });
    expect((await service.latestPostsFeed(paging, reader())).posts).toHaveLength(3);
    expect((await service.staffPicksFeed(paging, reader())).items).toHaveLength(3);
    expect(repository.findMutes).not.toHaveBeenCalled();
  });

  test("a writer's own profile and a publication's page are not filtered", async () => {
    const repository = memoryRepository(posts, [], mutes);
    const service = createPostsService({ repository, meter: meterOff() });
    expect(
      (await service.postsOfCreator('muted-writer', paging, reader({ id: 'reader' }))).posts,
    ).toHaveLength(3);
    expect(repository.findMutes).not.toHaveBeenCalled();
  });
});

describe('tagPostCounts', () => {
  test('reads only the tags whose count is not already known', async () => {
    const repository = memoryRepository([]);
    const service = createPostsService({ repository, meter: meterOff() });
    expect(await service.tagPostCounts([{ id: 'a', postCount: 2 }])).toEqual([2]);
    expect(repository.findTags).not.toHaveBeenCalled();
    expect(await service.tagPostCounts([{ id: 'a' }, { id: 'b', postCount: 1 }])).toEqual([5, 1]);
    expect(repository.findTags).toHaveBeenCalledWith(['a']);
  });
});
