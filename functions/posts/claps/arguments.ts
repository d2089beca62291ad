import * as z from 'zod';
import { numClapsSchema } from '#contract/num-claps.ts';
import { pagingSchema } from '#contract/paging.ts';
import type { MutationClapArgs, PostClappersArgs } from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of the clap fields, validated at the boundary (claps/resolvers.ts). */

export const clapArguments = graphqlArguments<MutationClapArgs>()(
  z.object({
    targetPostId: postIdSchema,
    userId: z.string().min(1).max(100).nullish(),
    numClaps: numClapsSchema,
  }),
);

export const clappersArguments = graphqlArguments<PostClappersArgs>()(z.object({ paging: pagingSchema }));

/** The parent of Post.viewerClapCount and Post.clappers: its id, and the count when the clap answered it. */
export const clapSource = z.object({ id: z.string(), viewerClapCount: z.number().int().nullish() });

export type ClapRequest = z.output<typeof clapArguments>;
