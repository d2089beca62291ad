import type { GraphqlExecutor, GraphqlRequest, GraphqlResponse } from '#shared/api/graphql-executor.ts';
import { variantFlagsData } from '#web/lib/flags/variant-flags-query.ts';

/** Test data for the pages Lambda: API objects as the resolvers return them, __typename included. */

export const writer = {
  __typename: 'User',
  id: 'u1',
  name: 'Ada Writer',
  username: 'ada',
  bio: 'Writes about engines.',
  imageId: 'ada.png',
  hasSubdomain: false,
  membership: null,
  socialStats: { __typename: 'SocialStats', followerCount: 12, followingCount: 3 },
  viewerEdge: {
    __typename: 'UserViewerEdge',
    id: 'u1:visitor',
    createdAt: null,
    isFollowing: false,
    isMuting: false,
  },
};

export const publication = {
  __typename: 'Collection',
  id: 'c1',
  slug: 'the-pub',
  name: 'The Pub',
  description: 'Stories from the pub.',
  domain: null,
  avatar: null,
  logo: null,
  navigationItems: [
    { __typename: 'NavigationItem', title: 'Poetry', value: 'poetry', destination: 'TAG' },
    { __typename: 'NavigationItem', title: 'Shop', value: 'https://shop.example.com/', destination: 'URL' },
  ],
  subscriberCount: 40,
  viewerEdge: {
    __typename: 'CollectionViewerEdge',
    id: 'c1:visitor',
    isEditor: false,
    isFollowing: false,
    isMuting: false,
  },
};

export function post(id: string, change: Record<string, unknown> = {}) {
  return {
    __typename: 'Post',
    id,
    title: `Story ${id}`,
    uniqueSlug: `story-${id}`,
    isLocked: false,
    isPublished: true,
    isSuspended: false,
    visibility: 'PUBLIC',
    readingTime: 3.2,
    clapCount: 0,
    responsesCount: 0,
    firstPublishedAt: Date.UTC(2024, 2, 5) / 1000, // AWSTimestamp: seconds
    statusForCollection: 'APPROVED',
    extendedPreviewContent: { __typename: 'PreviewContent', subtitle: `Subtitle of ${id}` },
    creator: writer,
    collection: publication,
    previewImage: null,
    tags: [{ __typename: 'Tag', id: 'engines', displayTitle: 'Engines' }],
    content: {
      __typename: 'PostContent',
      isLockedPreviewOnly: false,
      bodyModel: {
        __typename: 'RichText',
        paragraphs: [
          {
            __typename: 'Paragraph',
            name: 'a1',
            type: 'P',
            text: `Body of ${id}.`,
            layout: null,
            markups: [],
            metadata: null,
          },
        ],
      },
    },
    ...change,
  };
}

const connection = (posts: unknown[], next: string | null = null) => ({
  __typename: 'PostConnection',
  posts,
  pagingInfo: {
    __typename: 'PagingInfo',
    next: next ? { __typename: 'PageParams', limit: 10, to: next } : null,
  },
});

export const staffPicks = ['5f5f5f5f5f01', '5f5f5f5f5f02', '5f5f5f5f5f03', '5f5f5f5f5f04'].map((id) =>
  post(id),
);

export interface CannedApi {
  posts?: Record<string, ReturnType<typeof post>>;
  /** hasSubdomain: whether the writer's {username}.{authDomain} serves their profile (false if absent). */
  users?: Record<string, typeof writer & { hasSubdomain?: boolean }>;
  collections?: Record<string, typeof publication>;
  latest?: unknown[];
  /** Operations that answer with errors instead of data, by name. */
  failing?: Record<string, string>;
  /** Operations whose call throws, as a network failure would. */
  throwing?: string[];
  /** Stored flag values VariantFlagsQuery answers (the catalogue's defaults for the others). */
  flags?: Record<string, boolean | string>;
}

type Answer = (variables: Record<string, unknown>) => Record<string, unknown>;

/** A GraphqlExecutor answering our operations from canned objects, and recording every call. */
export function cannedExecutor(api: CannedApi = {}) {
  const calls: { request: GraphqlRequest; headers: Record<string, string> }[] = [];
  const notFound = (message: string) => ({ __typename: 'NotFound', message });
  const postResult: Answer = ({ id }) => ({
    postResult: api.posts?.[id as string] ?? notFound(`No story ${id}`),
  });
  const answers: Record<string, Answer> = {
    VariantFlagsQuery: () => ({ ...variantFlagsData(api.flags ?? {}) }),
    HomeLoQuery: () => ({ latestPostsFeed: connection(api.latest ?? []) }),
    PostPageQuery: postResult,
    PostCacheController: postResult,
    UserProfileQuery: ({ username }) => {
      const user = api.users?.[username as string];
      return {
        userResult: user
          ? { ...user, postsConnection: connection([post('1a2b3c4d5e6f')], 'cursor-2') }
          : notFound('No user'),
      };
    },
    UserSubdomain: ({ username }) => {
      const user = api.users?.[username as string];
      return {
        userResult: user
          ? { __typename: 'User', id: user.id, hasSubdomain: user.hasSubdomain ?? false }
          : notFound('No user'),
      };
    },
    PublicationProfileMainCollectionQuery: ({ domainOrSlug }) => {
      const collection = api.collections?.[domainOrSlug as string];
      return {
        collectionByDomainOrSlug: collection
          ? { ...collection, postsConnection: connection([post('1a2b3c4d5e6f')]) }
          : null,
      };
    },
    PublicationNavigationQuery: ({ domainOrSlug }) => ({
      collectionByDomainOrSlug: api.collections?.[domainOrSlug as string] ?? null,
    }),
    NotFoundScreenQuery: () => ({
      staffPicksFeed: {
        __typename: 'StaffPicksFeed',
        items: staffPicks.map((pick) => ({ __typename: 'StaffPicksFeedItem', post: pick })),
        pagingInfo: { __typename: 'PagingInfo', next: null },
      },
    }),
  };
  const execute: GraphqlExecutor = async (request, headers): Promise<GraphqlResponse> => {
    calls.push({ request, headers });
    const name = request.operationName ?? '';
    if (api.throwing?.includes(name)) throw new Error(`connect ECONNREFUSED (${name})`);
    const failure = api.failing?.[name];
    if (failure) return { data: null, errors: [{ message: failure }] };
    const answer = answers[name];
    if (!answer) return { data: null, errors: [{ message: `No canned answer for ${name}` }] };
    return { data: answer(request.variables ?? {}) };
  };
  return { execute, calls, operations: () => calls.map((call) => call.request.operationName) };
}
