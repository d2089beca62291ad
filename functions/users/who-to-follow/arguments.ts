import * as z from 'zod';
import type { QueryWhoToFollowArgs } from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';

/** Query.whoToFollow's limit (decision 223): 3 by default (a sidebar), at most 20 (a page). */
export const whoToFollowLimits = { default: 3, max: 20 } as const;

export const whoToFollowArguments = graphqlArguments<QueryWhoToFollowArgs>()(
  z.object({
    limit: z
      .number()
      .int()
      .min(1, 'Ask for at least one suggestion.')
      .max(whoToFollowLimits.max, `Ask for at most ${whoToFollowLimits.max} suggestions.`)
      .nullish()
      .transform((limit) => limit ?? whoToFollowLimits.default),
  }),
);
