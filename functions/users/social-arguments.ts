import * as z from 'zod';
import type {
  CollectionFollowersConnectionArgs,
  MutationFollowCollectionArgs,
  MutationFollowTagArgs,
  MutationUnfollowTagArgs,
  MutationFollowUserArgs,
  MutationMuteCollectionArgs,
  MutationMuteUserArgs,
  MutationUnfollowCollectionArgs,
  MutationUnfollowUserArgs,
  MutationUnmuteCollectionArgs,
  MutationUnmuteUserArgs,
  UserFollowersConnectionArgs,
  UserFollowingConnectionArgs,
  UserMutedCollectionsConnectionArgs,
  UserMutedUsersConnectionArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { collectionIdSchema, userIdSchema } from '#shared/data/ids.ts';
import { pagingSchema } from '#contract/paging.ts';

/** Arguments and parents of the social graph's fields, validated at the boundary (social-resolvers.ts). */

export const targetUserArguments = graphqlArguments<
  MutationFollowUserArgs | MutationUnfollowUserArgs | MutationMuteUserArgs | MutationUnmuteUserArgs
>()(z.object({ targetUserId: userIdSchema }));
export const targetCollectionArguments = graphqlArguments<
  | MutationFollowCollectionArgs
  | MutationUnfollowCollectionArgs
  | MutationMuteCollectionArgs
  | MutationUnmuteCollectionArgs
>()(z.object({ targetCollectionId: collectionIdSchema }));

/** followTag / unfollowTag: a tag's slug (keys match case-insensitively anyway). */
export const tagArguments = graphqlArguments<MutationFollowTagArgs | MutationUnfollowTagArgs>()(
  z.object({ tagSlug: z.string().trim().toLowerCase().min(1).max(100) }),
);

export const pagingArguments = graphqlArguments<
  | UserFollowersConnectionArgs
  | UserFollowingConnectionArgs
  | UserMutedUsersConnectionArgs
  | UserMutedCollectionsConnectionArgs
  | CollectionFollowersConnectionArgs
>()(z.object({ paging: pagingSchema }));

/** The User or Collection parent of the lists and of User.viewerEdge: only its id is needed. */
export const parentSource = z.object({ id: z.string().min(1) });

/** The Collection parent: its id, and its creator (the mapper carries it) for viewerEdge.isEditor. */
export const collectionSource = z.object({ id: z.string().min(1), creatorId: z.string().nullish() });
export type CollectionSource = z.output<typeof collectionSource>;
