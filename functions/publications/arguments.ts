import * as z from 'zod';
import type {
  QueryCollectionArgs,
  QueryCollectionByDomainOrSlugArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { collectionIdSchema } from '#shared/data/ids.ts';

/** Arguments of the publications domain's fields, validated at the boundary (resolvers.ts). */

/** A host name is at most 253 characters; slugs are far shorter. */
export const maxDomainOrSlugLength = 253;

/** Slugs and host names are stored in lower case; what people type is not. */
export const domainOrSlugArguments = graphqlArguments<QueryCollectionByDomainOrSlugArgs>()(
  z.object({
    domainOrSlug: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'A domain or slug cannot be empty.')
      .max(maxDomainOrSlugLength),
  }),
);

export const collectionArguments = graphqlArguments<QueryCollectionArgs>()(
  z.object({
    id: collectionIdSchema,
  }),
);

/** A host name has a dot; a slug never does. */
export const isDomain = (domainOrSlug: string) => domainOrSlug.includes('.');

/** The parent of Post.collection: the posts domain puts the publication's id (or null) on every Post. */
export const postSource = z.object({ collectionId: z.string().nullish() }).nullish();

/** The parent of User.adminCollections: the User the users domain returned. */
export const userSource = z.object({ id: z.string().min(1) });
