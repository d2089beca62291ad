import type { PublishChoicesQuery } from '#graphql/generated/operations.ts';
import {
  addTag,
  initialForm,
  publicationChoices,
  publishOutcome,
  toPublishInput,
  type PublishForm,
} from './publish-form.ts';

const viewer = (edited: string[], followed: string[]): PublishChoicesQuery['viewer'] => ({
  id: 'writer',
  name: 'Ada',
  adminCollections: edited.map((id) => ({ id, name: `Pub ${id}` })),
  followingCollectionsConnection: { collections: followed.map((id) => ({ id, name: `Pub ${id}` })) },
});

const published = (overrides: Record<string, unknown> = {}): PublishChoicesQuery => ({
  postResult: {
    __typename: 'Post',
    id: 'abcdefabcdef',
    isPublished: true,
    visibility: 'LOCKED',
    isLocked: true,
    allowResponses: false,
    statusForCollection: 'PENDING',
    tags: [{ id: 'data', displayTitle: 'Data' }],
    collection: { id: 'c1', name: 'Pub c1' },
    ...overrides,
  } as PublishChoicesQuery['postResult'],
  viewer: viewer([], []),
});

describe('initialForm', () => {
  test('a republish opens on what the story was published with, followers not told again', () => {
    expect(initialForm(published())).toEqual({
      tags: ['Data'],
      visibility: 'PUBLIC',
      isLocked: true,
      collectionId: 'c1',
      allowResponses: false,
      notifyFollowers: false,
    });
    expect(initialForm(published({ visibility: 'UNLISTED', isLocked: false })).visibility).toBe('UNLISTED');
  });

  test('a declined submission is not offered again by default', () => {
    expect(initialForm(published({ statusForCollection: 'REJECTED' })).collectionId).toBeNull();
  });

  test('a first publish opens public, in no publication, responses allowed, followers told', () => {
    expect(initialForm(published({ isPublished: false, tags: [], collection: null }))).toEqual({
      tags: [],
      visibility: 'PUBLIC',
      isLocked: false,
      collectionId: null,
      allowResponses: true,
      notifyFollowers: true,
    });
  });

  test('a draft started in a publication (its newsletter’s new e-mail, decision 180) opens on it', () => {
    expect(initialForm(published({ isPublished: false, tags: [] }))).toMatchObject({
      collectionId: 'c1',
      notifyFollowers: true,
    });
  });
});

test('the writer’s publications come first; followed ones are submissions, each once', () => {
  expect(publicationChoices({ ...published(), viewer: viewer(['a'], ['b', 'a']) })).toEqual([
    { id: 'a', name: 'Pub a', submitted: false },
    { id: 'b', name: 'Pub b', submitted: true },
  ]);
  expect(publicationChoices({ ...published(), viewer: null })).toEqual([]);
});

describe('addTag', () => {
  test('adds the typed tag with its spaces collapsed; the same tag spelled otherwise is not added twice', () => {
    expect(addTag([], '  Machine   Learning ')).toEqual({ tags: ['Machine Learning'] });
    expect(addTag(['Machine Learning'], 'machine-learning')).toEqual({ tags: ['Machine Learning'] });
    expect(addTag(['A'], '   ')).toEqual({ tags: ['A'] });
  });

  test('refuses a sixth tag, a tag too long and one without a letter or digit, with the server’s words', () => {
    expect(addTag(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual({ error: 'A story has at most 5 tags.' });
    expect(addTag([], 'x'.repeat(26))).toEqual({ error: 'A tag has at most 25 characters.' });
    expect(addTag([], '!!')).toEqual({ error: 'A tag needs a letter or a digit.' });
  });
});

test('an unlisted story is never sent as member-only', () => {
  const form: PublishForm = {
    tags: ['Data'],
    visibility: 'UNLISTED',
    isLocked: true,
    collectionId: null,
    allowResponses: true,
    notifyFollowers: true,
  };
  expect(toPublishInput('abcdefabcdef', form)).toEqual({
    postId: 'abcdefabcdef',
    tags: ['Data'],
    visibility: 'UNLISTED',
    isLocked: false,
    collectionId: null,
    allowResponses: true,
    notifyFollowers: true,
  });
  expect(toPublishInput('abcdefabcdef', { ...form, visibility: 'PUBLIC' }).isLocked).toBe(true);
});

test('the answer becomes the next page or the server’s reason', () => {
  expect(
    publishOutcome({ __typename: 'Post', id: 'p1', uniqueSlug: 's-p1', statusForCollection: 'PENDING' }),
  ).toEqual({ kind: 'published', postId: 'p1', pending: true });
  expect(
    publishOutcome({ __typename: 'PublishingRestrictedBannedLinks', message: 'No links to x', hosts: ['x'] }),
  ).toEqual({ kind: 'refused', message: 'No links to x' });
  expect(publishOutcome({ __typename: 'Unauthorized', message: 'm' })).toEqual({
    kind: 'refused',
    message: 'Your session ended. Sign in again to publish.',
  });
});
