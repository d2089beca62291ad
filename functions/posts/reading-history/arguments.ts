import * as z from 'zod';
import { pagingSchema } from '#contract/paging.ts';
import { readProgresses } from '#contract/reading.ts';
import type {
  MutationRecordPostReadArgs,
  MutationRemoveFromReadingHistoryArgs,
  MutationSetReadingHistoryPausedArgs,
  UserReadingHistoryArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of the reading-history fields, validated at the boundary (reading-history/resolvers.ts). */

export const recordPostReadArguments = graphqlArguments<MutationRecordPostReadArgs>()(
  z.object({ postId: postIdSchema, progress: z.enum(readProgresses) }),
);

export const removeFromReadingHistoryArguments = graphqlArguments<MutationRemoveFromReadingHistoryArgs>()(
  z.object({ postId: postIdSchema }),
);

/** clearReadingHistory takes none. */
export const clearReadingHistoryArguments = z.object({});

export const setReadingHistoryPausedArguments = graphqlArguments<MutationSetReadingHistoryPausedArgs>()(
  z.object({ paused: z.boolean() }),
);

export const readingHistoryArguments = graphqlArguments<UserReadingHistoryArgs>()(
  z.object({ paging: pagingSchema }),
);
