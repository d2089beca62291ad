import { Kind, parse, valueFromASTUntyped, type OperationDefinitionNode } from 'graphql';
import type {
  GraphqlError,
  GraphqlExecutor,
  GraphqlRequest,
  GraphqlResponse,
} from '#shared/api/graphql-executor.ts';
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
  // The writer's Subscribe button (issue #15): the newsletter's derived id and the visitor's edge.
  newsletterV3Id: 'n-u1',
  viewerEdge: {
    __typename: 'UserViewerEdge',
    id: 'u1:visitor',
    createdAt: null,
    isFollowing: false,
    isMuting: false,
    isSubscribedToNewsletter: false,
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
  // No newsletter made by its editors yet (issue #15).
  newsletterV3: null,
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
    viewerClapCount: 0,
    responsesCount: 0,
    firstPublishedAt: Date.UTC(2024, 2, 5) / 1000, // AWSTimestamp: seconds
    statusForCollection: 'APPROVED',
    extendedPreviewContent: { __typename: 'PreviewContent', subtitle: `Subtitle of ${id}` },
    creator: writer,
    collection: publication,
    previewImage: null,
    seoTitle: null,
    seoDescription: null,
    canonicalUrl: null,
    tags: [{ __typename: 'Tag', id: 'engines', displayTitle: 'Engines' }],
    // In no series (issue #12).
    sequence: null,
    // The story page's end (issue #13): nothing more from the writer or the publication.
    moreFrom: { __typename: 'MoreFrom', creatorPosts: [], collectionPosts: [] },
    // No responses yet (issue #13).
    allowResponses: true,
    threadedResponses: {
      __typename: 'PostResponseConnection',
      responses: [],
      pagingInfo: { __typename: 'PagingInfo', next: null },
    },
    content: {
      __typename: 'PostContent',
      isLockedPreviewOnly: false,
      // No highlights (issue #13).
      topHighlight: null,
      viewerHighlights: null,
      meter: null,
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
            codeBlockMetadata: null,
            mixtapeMetadata: null,
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
  /** Root fields that answer with an error instead of data, by name. */
  failing?: Record<string, string>;
  /** Root fields whose request throws, as a network failure would. */
  throwing?: string[];
  /** Stored flag values variantFlags answers (the catalogue's defaults for the others). */
  flags?: Record<string, boolean | string>;
  /** More root fields, answered from their arguments. */
  more?: Record<string, Answer>;
}

type Answer = (args: Record<string, unknown>) => unknown;

/**
 * The root fields a request asks, with their arguments, as the API would run them: selections of the
 * same response key are one field (GraphQL merges them).
 */
export function rootFields(request: GraphqlRequest) {
  const operation = parse(request.query).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const fields = new Map<string, { key: string; name: string; args: Record<string, unknown> }>();
  for (const selection of operation?.selectionSet.selections ?? []) {
    if (selection.kind !== Kind.FIELD) continue;
    const key = selection.alias?.value ?? selection.name.value;
    if (fields.has(key)) continue;
    const args = Object.fromEntries(
      (selection.arguments ?? []).map((argument) => [
        argument.name.value,
        valueFromASTUntyped(argument.value, request.variables ?? {}),
      ]),
    );
    fields.set(key, { key, name: selection.name.value, args });
  }
  return [...fields.values()];
}

/**
 * A GraphqlExecutor answering the root fields of our queries (alone or merged into one operation) from
 * canned objects, and recording every call.
 */
export function cannedExecutor(api: CannedApi = {}) {
  const calls: { request: GraphqlRequest; headers: Record<string, string> }[] = [];
  const notFound = (message: string) => ({ __typename: 'NotFound', message });
  const answers: Record<string, Answer> = {
    variantFlags: () => variantFlagsData(api.flags ?? {}).variantFlags,
    latestPostsFeed: () => connection(api.latest ?? []),
    postResult: ({ id }) => api.posts?.[id as string] ?? notFound(`No story ${id}`),
    userResult: ({ username }) => {
      const user = api.users?.[username as string];
      return user
        ? {
            ...user,
            hasSubdomain: user.hasSubdomain ?? false,
            pinnedPosts: [],
            postsConnection: connection([post('1a2b3c4d5e6f')], 'cursor-2'),
          }
        : notFound('No user');
    },
    collectionByDomainOrSlug: ({ domainOrSlug }) => {
      const collection = api.collections?.[domainOrSlug as string];
      return collection ? { ...collection, postsConnection: connection([post('1a2b3c4d5e6f')]) } : null;
    },
    staffPicksFeed: () => ({
      __typename: 'StaffPicksFeed',
      items: staffPicks.map((pick) => ({ __typename: 'StaffPicksFeedItem', post: pick })),
      pagingInfo: { __typename: 'PagingInfo', next: null },
    }),
    ...api.more,
  };
  const execute: GraphqlExecutor = async (request, headers): Promise<GraphqlResponse> => {
    calls.push({ request, headers });
    const fields = rootFields(request);
    const thrown = fields.find((field) => api.throwing?.includes(field.name));
    if (thrown) throw new Error(`connect ECONNREFUSED (${thrown.name})`);
    const data: Record<string, unknown> = {};
    const errors: GraphqlError[] = [];
    for (const { key, name, args } of fields) {
      const answer = answers[name];
      const failure = api.failing?.[name] ?? (answer ? undefined : `No canned answer for ${name}`);
      data[key] = failure === undefined ? answer?.(args) : null;
      if (failure !== undefined) errors.push({ message: failure, path: [key] });
    }
    return errors.length > 0 ? { data, errors } : { data };
  };
  return {
    execute,
    calls,
    /** The root fields each call asked, sorted. */
    fields: () =>
      calls.map((call) =>
        rootFields(call.request)
          .map((field) => field.name)
          .sort(),
      ),
  };
}
