import { toGraphqlParagraph, toGraphqlPost } from './mappers.ts';
import { storedPost } from './test-doubles.ts';

describe('toGraphqlPost', () => {
  test('maps a stored story to the schema, with timestamps in seconds (AWSTimestamp)', () => {
    const post = toGraphqlPost(storedPost({ previewImage: { id: 'img', alt: 'A view' } }), {
      isFullContent: true,
    });
    expect(post).toEqual({
      __typename: 'Post',
      id: '1a2b3c4d5e6f',
      creatorId: 'writer',
      collectionId: null,
      title: 'A story',
      uniqueSlug: 'a-story-1a2b3c4d5e6f',
      statusForCollection: null,
      visibility: 'PUBLIC',
      isLocked: false,
      isPublished: true,
      isSuspended: false,
      readingTime: 4,
      clapCount: 7,
      responsesCount: 2,
      firstPublishedAt: 1_767_225_600,
      latestPublishedAt: 1_767_225_600,
      updatedAt: 1_767_225_600,
      // Not pinned; responses allowed unless the writer said otherwise when publishing.
      pinnedAt: null,
      // Not in the trash.
      purgeAt: null,
      allowResponses: true,
      previewImage: {
        id: 'img',
        alt: 'A view',
        focusPercentX: null,
        focusPercentY: null,
        originalWidth: null,
        originalHeight: null,
      },
      extendedPreviewContent: { subtitle: 'Its subtitle', isFullContent: true },
      tags: [{ id: 'writing', displayTitle: 'Writing' }],
      isSeries: false,
    });
  });

  test('a draft outside any publication has no collection and no publication date', () => {
    const post = toGraphqlPost(
      storedPost({ collectionId: undefined, firstPublishedAt: undefined, status: 'DRAFT' }),
      {
        isFullContent: true,
      },
    );
    expect(post).toMatchObject({ collectionId: null, firstPublishedAt: null, isPublished: false });
  });

  test('a story in the trash says when it is purged: its TTL attribute, already in seconds', () => {
    const post = toGraphqlPost(storedPost({ status: 'DELETED', expiresAt: 1_768_435_200 }), {
      isFullContent: true,
    });
    expect(post.purgeAt).toBe(1_768_435_200);
  });

  test('adds the content only when a body was read', () => {
    const post = toGraphqlPost(storedPost(), {
      isFullContent: false,
      body: { isLockedPreviewOnly: true, paragraphs: [{ name: 'a', type: 'P', text: 'Hi' }] },
    });
    expect(post.content).toEqual({
      isLockedPreviewOnly: true,
      bodyModel: {
        paragraphs: [
          {
            name: 'a',
            type: 'P',
            text: 'Hi',
            layout: null,
            markups: [],
            metadata: null,
            codeBlockMetadata: null,
            mixtapeMetadata: null,
          },
        ],
      },
      // The metered allowance is the story page's alone (decision 141).
      meter: null,
    });
  });
});

test('toGraphqlParagraph fills the optional parts of a paragraph', () => {
  expect(
    toGraphqlParagraph({
      name: 'img',
      type: 'IMG',
      layout: 'FULL_WIDTH',
      metadata: { id: 'photo', originalWidth: 800 },
      markups: [
        { type: 'A', start: 0, end: 3, href: 'https://example.com' },
        { type: 'EM', start: 4, end: 6 },
      ],
    }),
  ).toEqual({
    name: 'img',
    type: 'IMG',
    text: '',
    layout: 'FULL_WIDTH',
    markups: [
      { type: 'A', start: 0, end: 3, href: 'https://example.com', userId: null },
      { type: 'EM', start: 4, end: 6, href: null, userId: null },
    ],
    metadata: {
      id: 'photo',
      alt: null,
      focusPercentX: null,
      focusPercentY: null,
      originalWidth: 800,
      originalHeight: null,
    },
    codeBlockMetadata: null,
    mixtapeMetadata: null,
  });
});

test('toGraphqlParagraph answers a code block with its language, and an embed with its link', () => {
  expect(
    toGraphqlParagraph({ name: 'c', type: 'PRE', text: 'x', codeBlockMetadata: { lang: 'ts' } }),
  ).toMatchObject({ codeBlockMetadata: { lang: 'ts' }, mixtapeMetadata: null });
  expect(toGraphqlParagraph({ name: 'd', type: 'PRE', text: 'x' })).toMatchObject({
    codeBlockMetadata: { lang: null },
  });
  expect(
    toGraphqlParagraph({
      name: 'e',
      type: 'MIXTAPE_EMBED',
      text: 'A talk',
      mixtapeMetadata: { href: 'https://example.com/talk' },
    }),
  ).toMatchObject({ codeBlockMetadata: null, mixtapeMetadata: { href: 'https://example.com/talk' } });
});
