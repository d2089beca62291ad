import * as z from 'zod';
import { pagingSchema } from '#contract/paging.ts';
import { seriesLimits, seriesMessages } from '#contract/series.ts';
import type {
  MutationAddToSeriesArgs,
  MutationCreateSeriesArgs,
  MutationMoveInSeriesArgs,
  MutationRemoveFromSeriesArgs,
  QuerySeriesArgs,
  QuerySeriesLibraryArgs,
  UserSeriesConnectionArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of the series fields, validated at the boundary (series/resolvers.ts). */

const version = z.number().int().min(1, 'A series version is a whole number from 1.');
/** 1-based; the service checks it against the series' length. */
const position = z
  .number()
  .int()
  .min(1, seriesMessages.positionOutside)
  .max(seriesLimits.storiesMax, seriesMessages.positionOutside);

export const createSeriesArguments = graphqlArguments<MutationCreateSeriesArgs>()(
  z.object({
    title: z
      .string()
      .trim()
      .min(1, seriesMessages.titleEmpty)
      .max(seriesLimits.titleMaxLength, seriesMessages.titleTooLong),
    description: z
      .string()
      .trim()
      .max(seriesLimits.descriptionMaxLength, seriesMessages.descriptionTooLong)
      .nullish()
      .transform((description) => description ?? ''),
  }),
);

export const addToSeriesArguments = graphqlArguments<MutationAddToSeriesArgs>()(
  z.object({ seriesId: postIdSchema, postId: postIdSchema, position: position.nullish(), version }),
);

export const removeFromSeriesArguments = graphqlArguments<MutationRemoveFromSeriesArgs>()(
  z.object({ seriesId: postIdSchema, postId: postIdSchema, version }),
);

export const moveInSeriesArguments = graphqlArguments<MutationMoveInSeriesArgs>()(
  z.object({ seriesId: postIdSchema, postId: postIdSchema, position, version }),
);

export const seriesArguments = graphqlArguments<QuerySeriesArgs>()(z.object({ postId: postIdSchema }));

/** Query.seriesCandidates takes none: the viewer is the writer. */
export const seriesCandidatesArguments = z.object({});

export const seriesConnectionArguments = graphqlArguments<UserSeriesConnectionArgs>()(
  z.object({ paging: pagingSchema }),
);

export const seriesLibraryArguments = graphqlArguments<QuerySeriesLibraryArgs>()(
  z.object({ paging: pagingSchema }),
);

/** The parent of Post.sequence: the series it is in, when any (mappers.ts carries it). */
export const sequenceSource = z.object({ id: z.string(), seriesId: z.string().nullish() });

export type CreateSeriesRequest = z.output<typeof createSeriesArguments>;
