import * as z from 'zod';
import type {
  CollectionPostsConnectionArgs,
  CollectionTaggedPostsConnectionArgs,
  QueryFollowingFeedArgs,
  QueryLatestPostsFeedArgs,
  QueryPostResultArgs,
  QueryPostResultsArgs,
  QueryRecommendedFeedArgs,
  QueryStaffPicksFeedArgs,
  QueryTagArgs,
  TagArchivePostsConnectionArgs,
  TagPostsConnectionArgs,
  TagTopPostsArgs,
  UserPostsConnectionArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { friendLinkKeyPattern } from '#contract/friend-links.ts';
import { pagingSchema } from '#contract/paging.ts';

/** Arguments of the posts domain's fields, validated at the boundary (resolvers.ts). */

/** Story ids are the hex segment at the end of a story URL (spec 1: "the last hyphen-separated hexadecimal segment"). */
export const postIdPattern = /^[0-9a-f]{12,16}$/;
export const invalidPostIdMessage = 'A post id is 12 to 16 lower-case hexadecimal characters.';
export const maxPostResults = 25;

export const postIdSchema = z.string().regex(postIdPattern, invalidPostIdMessage);

/**
 * A friend link key of the wrong shape is no key: the story answers as without one (its preview), so a
 * mangled link still opens the story's page.
 */
const friendLinkKeySchema = z
  .string()
  .nullish()
  .transform((key) => (key && friendLinkKeyPattern.test(key) ? key : undefined));

export const postResultArguments = graphqlArguments<QueryPostResultArgs>()(
  z.object({ id: postIdSchema, friendLinkKey: friendLinkKeySchema }),
);

export const postResultsArguments = graphqlArguments<QueryPostResultsArgs>()(
  z.object({
    postIds: z.array(postIdSchema).max(maxPostResults, `postResults takes at most ${maxPostResults} ids.`),
  }),
);

export const pagingArguments = graphqlArguments<
  | QueryLatestPostsFeedArgs
  | QueryStaffPicksFeedArgs
  | UserPostsConnectionArgs
  | CollectionPostsConnectionArgs
  | TagPostsConnectionArgs
  | QueryFollowingFeedArgs
  | QueryRecommendedFeedArgs
>()(z.object({ paging: pagingSchema }));

/** The parent of User.postsConnection and Collection.postsConnection: only its id is needed. */
export const parentSource = z.object({ id: z.string().min(1) });

/** The User parent of User.pinnedPosts: its id and the ids it pinned (graphql-user.ts carries them). */
export const pinningUserSource = parentSource.extend({ pinnedPostIds: z.array(z.string()).default([]) });

/** The Post parent of Post.moreFrom (mappers.ts carries the ids). */
export const moreFromSource = z.object({
  id: z.string().min(1),
  creatorId: z.string().min(1),
  collectionId: z.string().nullable(),
  statusForCollection: z.string().nullable(),
});

/** A Tag parent of Tag.postCount and followerCount: its slug is its id; a count already present is used as is. */
export const tagSource = z.object({
  id: z.string().min(1),
  postCount: z.number().int().nullish(),
  followerCount: z.number().int().nullish(),
});

/** A Notification (users domain) as its story fields receive it: the ids of what it is about. */
export const notificationSource = z.object({
  postId: z.string().nullish(),
  responseId: z.string().nullish(),
});

/** Query.tag: a slug as the tag page's address carries it (keys match case-insensitively anyway). */
const tagSlugSchema = z.string().trim().toLowerCase().min(1).max(100);

export const tagArguments = graphqlArguments<QueryTagArgs>()(z.object({ tagSlug: tagSlugSchema }));

/** Collection.taggedPostsConnection: the tag of a publication's tagged page, and the page. */
export const taggedPostsArguments = graphqlArguments<CollectionTaggedPostsConnectionArgs>()(
  z.object({ tagSlug: tagSlugSchema, paging: pagingSchema }),
);

/** Tag.topPosts: one of the four periods. */
export const topPostsArguments = graphqlArguments<TagTopPostsArgs>()(
  z.object({ timePeriod: z.enum(['WEEK', 'MONTH', 'YEAR', 'ALL_TIME']) }),
);

/** Tag.archivePostsConnection: a UTC year (Folio's stories start after 2000) and an optional month, with paging. */
export const archiveArguments = graphqlArguments<TagArchivePostsConnectionArgs>()(
  z.object({
    year: z.number().int().min(2000).max(9999),
    month: z
      .number()
      .int()
      .min(1)
      .max(12)
      .nullish()
      .transform((month) => month ?? null),
    paging: pagingSchema,
  }),
);
