import type { PostItem } from '../repository.ts';
import { planPublish, type PlanInput } from './publish-plan.ts';
import type { PostDraftItem } from './repository.ts';

const previous: PostItem = {
  id: 'abcdefabcdef',
  creatorId: 'user-1',
  title: 'Old',
  subtitle: '',
  uniqueSlug: 'old-abcdefabcdef',
  visibility: 'PUBLIC',
  isLocked: false,
  status: 'PUBLISHED',
  readingTime: 1,
  tags: [
    { slug: 'kept', displayTitle: 'Kept' },
    { slug: 'dropped', displayTitle: 'Dropped' },
  ],
  firstPublishedAt: 1000,
  latestPublishedAt: 1000,
  createdAt: 500,
  updatedAt: 1000,
  collectionId: 'c-1',
  statusForCollection: 'PENDING',
  submittedAt: 1000,
};
const draft: PostDraftItem = {
  id: previous.id,
  creatorId: 'user-1',
  title: 'New title',
  subtitle: '',
  paragraphs: [{ name: 'p', type: 'P', text: 'Words. '.repeat(60), markups: [] }],
  version: 4,
  updatedAt: 2000,
};
const plan = (request: Partial<PlanInput['request']>, overrides: Partial<PlanInput> = {}) =>
  planPublish({
    request: {
      postId: previous.id,
      tags: [
        { slug: 'kept', displayTitle: 'kept' },
        { slug: 'new', displayTitle: 'New' },
      ],
      visibility: 'PUBLIC',
      isLocked: false,
      allowResponses: true,
      notifyFollowers: false,
      collectionId: 'c-1',
      ...request,
    },
    state: { post: previous, draft, tags: new Map() },
    isEditor: false,
    now: 5000,
    ...overrides,
  });

test('a republish keeps the URL and first date, takes the stored tag titles and moves only the changed tags', () => {
  const write = plan(
    {},
    { state: { post: previous, draft, tags: new Map([['kept', { slug: 'kept', displayTitle: 'Kept' }]]) } },
  );
  expect(write.post).toMatchObject({
    title: 'New title',
    uniqueSlug: 'old-abcdefabcdef',
    firstPublishedAt: 1000,
    latestPublishedAt: 5000,
    tags: [
      { slug: 'kept', displayTitle: 'Kept' },
      { slug: 'new', displayTitle: 'New' },
    ],
  });
  expect(write.post.subtitle?.length).toBeLessThanOrEqual(201);
  expect(write.addedTags.map((tag) => tag.slug)).toEqual(['new']);
  expect(write.removedTags.map((tag) => tag.slug)).toEqual(['dropped']);
  // Still waiting in the same publication: the submission stays as it is.
  expect([write.post.statusForCollection, write.post.submittedAt, write.submission]).toEqual([
    'PENDING',
    1000,
    {},
  ]);
});

test('moving to another publication withdraws the old submission and makes a new one', () => {
  const write = plan({ collectionId: 'c-2' });
  expect(write.submission).toEqual({
    put: { collectionId: 'c-2', postId: previous.id, creatorId: 'user-1', submittedAt: 5000 },
    remove: { collectionId: 'c-1', postId: previous.id, creatorId: 'user-1', submittedAt: 1000 },
  });
});

test("an editor's story is approved at once, and leaving the publication clears its status", () => {
  const approved = plan({}, { isEditor: true });
  expect([approved.post.statusForCollection, approved.post.submittedAt, approved.submission.put]).toEqual([
    'APPROVED',
    undefined,
    undefined,
  ]);
  const alone = plan({ collectionId: null });
  expect([
    alone.post.collectionId,
    alone.post.statusForCollection,
    alone.submission.remove?.collectionId,
  ]).toEqual([undefined, undefined, 'c-1']);
});

test('member-only is LOCKED unless unlisted, and an unlisted story leaves every tag listing', () => {
  expect(plan({ isLocked: true }).post.visibility).toBe('LOCKED');
  const unlisted = plan({ isLocked: true, visibility: 'UNLISTED' });
  expect([unlisted.post.visibility, unlisted.post.isLocked, unlisted.addedTags]).toEqual([
    'UNLISTED',
    true,
    [],
  ]);
  expect(unlisted.removedTags.map((tag) => tag.slug)).toEqual(['kept', 'dropped']);
});
