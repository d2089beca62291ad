import type { Meter } from './metered/meter.ts';
import { noMutes, type Mutes } from './mutes.ts';
import type { PostContentItem, PostItem, PostsRepository } from './repository.ts';
import type { PublishRange } from './tag-pages/periods.ts';

/** Stored items and an in-memory repository for the unit tests of this domain (not used in production). */
export const storedPost = (overrides: Partial<PostItem> = {}): PostItem => ({
  id: '1a2b3c4d5e6f',
  creatorId: 'writer',
  title: 'A story',
  subtitle: 'Its subtitle',
  uniqueSlug: 'a-story-1a2b3c4d5e6f',
  visibility: 'PUBLIC',
  isLocked: false,
  status: 'PUBLISHED',
  isSuspended: false,
  readingTime: 4,
  tags: [{ slug: 'writing', displayTitle: 'Writing' }],
  clapCount: 7,
  responsesCount: 2,
  firstPublishedAt: 1_767_225_600_000,
  latestPublishedAt: 1_767_225_600_000,
  createdAt: 1_767_225_600_000,
  updatedAt: 1_767_225_600_999,
  ...overrides,
});

export const storedContent = (id: string, count: number): PostContentItem => ({
  id,
  paragraphs: Array.from({ length: count }, (_, index) => ({
    name: `p${index}`,
    type: index === 0 ? ('H3' as const) : ('P' as const),
    text: `Paragraph ${index}.`,
  })),
});

/** A repository over arrays; every method is a jest mock so tests can assert which access pattern ran. */
export function memoryRepository(
  posts: PostItem[],
  contents: PostContentItem[] = [],
  mutes: Mutes = noMutes,
) {
  const postById = new Map(posts.map((post) => [post.id, post]));
  const contentById = new Map(contents.map((content) => [content.id, content]));
  const pick = <T>(map: Map<string, T>, ids: readonly string[]) =>
    new Map(ids.flatMap((id) => (map.has(id) ? [[id, map.get(id) as T] as const] : [])));
  const page = { items: posts, cursor: 'next-page' };
  return {
    findPost: jest.fn(async (id: string) => postById.get(id)),
    findPostPage: jest.fn(async (id: string) => ({ post: postById.get(id), content: contentById.get(id) })),
    findPosts: jest.fn(async (ids: readonly string[]) => pick(postById, ids)),
    findReaderQuotes: jest.fn(async (_postId: string, _userId: string) => []),
    findContents: jest.fn(async (ids: readonly string[]) => pick(contentById, ids)),
    latestPosts: jest.fn(async () => page),
    postsByCreator: jest.fn(async () => page),
    postsByCollection: jest.fn(async () => page),
    taggedPostsByCollection: jest.fn(async () => page),
    latestStaffPicks: jest.fn(async () => ({
      items: posts.map((post, index) => ({ postId: post.id, pickedAt: index })),
      cursor: null,
    })),
    postsByTag: jest.fn(async (tagSlug: string) => ({
      items: posts.map((post) => ({ tagSlug, postId: post.id, publishedAt: post.firstPublishedAt ?? 0 })),
      cursor: null,
    })),
    postsByTagBetween: jest.fn(async (tagSlug: string, range: PublishRange, _paging: unknown) => ({
      items: posts
        .filter(
          (post) => (post.firstPublishedAt ?? 0) >= range.from && (post.firstPublishedAt ?? 0) < range.to,
        )
        .map((post) => ({ tagSlug, postId: post.id, publishedAt: post.firstPublishedAt ?? 0 })),
      cursor: null,
    })),
    firstTagPost: jest.fn(async (tagSlug: string) => {
      const first = posts.at(-1);
      return first && { tagSlug, postId: first.id, publishedAt: first.firstPublishedAt ?? 0 };
    }),
    findTag: jest.fn(async (slug: string) => ({ slug, displayTitle: slug, postCount: posts.length })),
    findMutes: jest.fn(async (_muterId: string) => mutes),
    findTags: jest.fn(
      async (slugs: readonly string[]) =>
        new Map(slugs.map((slug) => [slug, { slug, displayTitle: slug, postCount: 5 }])),
    ),
  } satisfies PostsRepository;
}

/** A meter that is off (the allowance 0): the story page asks it and is told nothing. */
export const meterOff = (): Meter => ({ open: jest.fn(async () => undefined) });
