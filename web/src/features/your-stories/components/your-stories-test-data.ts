import type { ApolloClient } from '@apollo/client';
import { yourStoriesQuery } from '../api/your-stories-query.ts';
import type { Shelf } from '../shelves.ts';

/** Test data of the Your stories page: stories as the API answers them, shelves written to the cache. */
export const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const story = (id: string, title: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Post' as const,
  id,
  title,
  isPublished: false,
  isLocked: false,
  readingTime: 4.2,
  firstPublishedAt: null,
  latestPublishedAt: null,
  updatedAt: at('2026-03-05T10:00:00Z'),
  pinnedAt: null,
  purgeAt: null,
  statusForCollection: null,
  collection: null,
  ...overrides,
});

export const published = (id: string, title: string, overrides: Record<string, unknown> = {}) =>
  story(id, title, {
    isPublished: true,
    firstPublishedAt: at('2026-02-01T09:00:00Z'),
    latestPublishedAt: at('2026-02-03T09:00:00Z'),
    ...overrides,
  });

export type Counts = Record<Shelf, number>;
export const noStories: Counts = { drafts: 0, public: 0, responses: 0, unlisted: 0, deleted: 0 };

export const shelfAnswer = (
  posts: ReturnType<typeof story>[],
  counts: Partial<Counts>,
  next: string | null = null,
) => ({
  __typename: 'YourStories' as const,
  posts,
  pagingInfo: {
    __typename: 'PagingInfo' as const,
    next: next ? { __typename: 'PageParams' as const, limit: 10, to: next } : null,
  },
  counts: { __typename: 'YourStoriesCounts' as const, ...noStories, ...counts },
});

/** What the server render leaves in the cache for a shelf. */
export const withShelf = (shelf: Shelf, answer: ReturnType<typeof shelfAnswer>) => (client: ApolloClient) =>
  client.writeQuery({ ...yourStoriesQuery(shelf), data: { yourStories: answer } as never });

export const moved = (postId: string, title: string, filterBy: string, purgeAt: number | null = null) => ({
  result: { __typename: 'MovedPost', postId, title, filterBy, purgeAt },
});
