import * as z from 'zod';
import { numClapsSchema } from '#contract/num-claps.ts';
import { pagingSchema } from '#contract/paging.ts';
import type {
  CatalogClappersArgs,
  MutationClapArgs,
  MutationClapCatalogArgs,
  PostClappersArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';
import { catalogIdSchema } from '../catalogs/arguments.ts';

/** Arguments of the clap fields, validated at the boundary (claps/resolvers.ts). */

/** The clapper named in a clap: the viewer's own id, or none (the viewer). */
const viewerOnly = z.string().min(1).max(100).nullish();

export const clapArguments = graphqlArguments<MutationClapArgs>()(
  z.object({
    targetPostId: postIdSchema,
    userId: viewerOnly,
    numClaps: numClapsSchema,
  }),
);

export const clapCatalogArguments = graphqlArguments<MutationClapCatalogArgs>()(
  z.object({ targetCatalogId: catalogIdSchema, userId: viewerOnly, numClaps: numClapsSchema }),
);

export const clappersArguments = graphqlArguments<PostClappersArgs | CatalogClappersArgs>()(
  z.object({ paging: pagingSchema }),
);

/**
 * The parent of viewerClapCount, clappers and Catalog.clapCount (a Post or a Catalog): its id, and the
 * counts when the clap (or the list page's read) answered them.
 */
export const clapSource = z.object({
  id: z.string(),
  viewerClapCount: z.number().int().nullish(),
  clapCount: z.number().int().nullish(),
});

export type ClapRequest = z.output<typeof clapArguments>;
