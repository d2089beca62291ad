import * as z from 'zod';
import { pagingSchema } from '#contract/paging.ts';
import type {
  MutationDeletePostArgs,
  MutationUndeletePostArgs,
  QueryYourStoriesArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import type { StoryShelf } from '#shared/data/entities/post.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of Your stories and the trash, validated at the boundary (your-stories/resolvers.ts). */

const filters = ['DRAFTS', 'PUBLIC', 'RESPONSES', 'UNLISTED', 'DELETED'] as const;

export const yourStoriesArguments = graphqlArguments<QueryYourStoriesArgs>()(
  z.object({
    filterBy: z.enum(filters).transform((filter) => filter.toLowerCase() as StoryShelf),
    paging: pagingSchema,
  }),
);

export const movePostArguments = graphqlArguments<MutationDeletePostArgs | MutationUndeletePostArgs>()(
  z.object({ targetPostId: postIdSchema }),
);
