import { z } from 'zod';
import { collectionIdSchema, userIdSchema } from '../shared/ids.ts';
import { pagingSchema } from '../shared/paging.ts';

/** Arguments and parents of the social graph's fields, validated at the boundary (social-resolvers.ts). */

export const targetUserArguments = z.object({ targetUserId: userIdSchema });
export const targetCollectionArguments = z.object({ targetCollectionId: collectionIdSchema });

export const pagingArguments = z.object({ paging: pagingSchema });

/** The User or Collection parent of the lists and of User.viewerEdge: only its id is needed. */
export const parentSource = z.object({ id: z.string().min(1) });

/** The Collection parent: its id, and its creator (the mapper carries it) for viewerEdge.isEditor. */
export const collectionSource = z.object({ id: z.string().min(1), creatorId: z.string().nullish() });
export type CollectionSource = z.output<typeof collectionSource>;
