import * as z from 'zod';
import {
  catalogLimits,
  catalogMessages,
  catalogVisibilities,
  predefinedCatalogTypes,
} from '#contract/catalogs.ts';
import { pagingSchema } from '#contract/paging.ts';
import { maxIdLength, userIdSchema } from '#shared/data/ids.ts';
import type {
  CatalogItemsConnectionArgs,
  MutationAddToPredefinedCatalogArgs,
  MutationCreateCatalogArgs,
  MutationDeleteCatalogArgs,
  MutationEditCatalogItemsArgs,
  MutationFollowCatalogArgs,
  MutationUpdateCatalogArgs,
  QueryCatalogArgs,
  QueryCatalogItemsArgs,
  QueryCatalogsByUserArgs,
  QueryFollowedCatalogsArgs,
  QueryPostCatalogMembershipArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { catalogItemTypes } from '#shared/data/entities/catalog.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of the list fields, validated at the boundary (catalogs/resolvers.ts). */

/** A list's id: 16 hex characters, or predefined:{userId}:{KIND} (at most a user id long and more). */
export const catalogIdSchema = z
  .string()
  .trim()
  .min(1, 'A list id cannot be empty.')
  .max(maxIdLength + 40, 'That is no list id.');
const itemIdSchema = z.string().trim().min(1).max(32, 'That is no item id.');

const name = z
  .string()
  .trim()
  .min(1, catalogMessages.nameEmpty)
  .max(catalogLimits.nameMaxLength, catalogMessages.nameTooLong);
const description = z
  .string()
  .trim()
  .max(catalogLimits.descriptionMaxLength, catalogMessages.descriptionTooLong);
const note = z.string().trim().max(catalogLimits.noteMaxLength, catalogMessages.noteTooLong).nullish();
const visibility = z.enum(catalogVisibilities);

const itemInput = z
  .object({ type: z.enum(catalogItemTypes), id: catalogIdSchema, note })
  .transform(({ type, id, note: text }) => ({ type, entityId: id, note: text || null }));

/** Exactly one of `keys` set: GraphQL has no one-of input, so the boundary says it. */
const oneOf = <T extends Record<string, unknown>>(value: T) =>
  Object.values(value).filter((field) => field !== null && field !== undefined).length === 1;
type WithoutNulls<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };
const withoutNulls = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined),
  ) as WithoutNulls<T>;

const operation = z
  .object({
    prepend: itemInput.nullish(),
    append: itemInput.nullish(),
    move: z.object({ catalogItemId: itemIdSchema, afterCatalogItemId: itemIdSchema.nullish() }).nullish(),
    remove: z.object({ catalogItemId: itemIdSchema }).nullish(),
    setNote: z.object({ catalogItemId: itemIdSchema, note }).nullish(),
  })
  .refine(oneOf, catalogMessages.oneOperation)
  .transform(withoutNulls);

export const editCatalogItemsArguments = graphqlArguments<MutationEditCatalogItemsArgs>()(
  z.object({
    catalogId: catalogIdSchema,
    version: z.number().int().min(0, 'A list version is a whole number from 0.'),
    operations: z
      .array(operation)
      .min(1, 'Send at least one operation.')
      .max(catalogLimits.operationsMax, catalogMessages.tooManyOperations),
  }),
);

export const addToPredefinedCatalogArguments = graphqlArguments<MutationAddToPredefinedCatalogArgs>()(
  z.object({
    type: z.enum(predefinedCatalogTypes),
    operation: z
      .object({ prepend: itemInput.nullish(), append: itemInput.nullish(), remove: itemInput.nullish() })
      .refine(oneOf, 'The operation is exactly one of prepend, append or remove.')
      .transform(withoutNulls),
  }),
);

export const createCatalogArguments = graphqlArguments<MutationCreateCatalogArgs>()(
  z.object({
    input: z.object({
      name,
      description: description.nullish().transform((text) => text ?? ''),
      visibility: visibility.nullish().transform((value) => value ?? 'PUBLIC'),
    }),
  }),
);

export const updateCatalogArguments = graphqlArguments<MutationUpdateCatalogArgs>()(
  z.object({
    input: z
      .object({
        catalogId: catalogIdSchema,
        name: name.nullish(),
        description: description.nullish(),
        visibility: visibility.nullish(),
      })
      .transform(({ catalogId, ...details }) => ({ catalogId, ...withoutNulls(details) })),
  }),
);

export const deleteCatalogArguments = graphqlArguments<MutationDeleteCatalogArgs>()(
  z.object({ catalogId: catalogIdSchema }),
);

export const followCatalogArguments = graphqlArguments<MutationFollowCatalogArgs>()(
  z.object({ catalogId: catalogIdSchema }),
);

/** followedCatalogs and User.catalogsConnection: a page. */
export const followedCatalogsArguments = graphqlArguments<QueryFollowedCatalogsArgs>()(
  z.object({ paging: pagingSchema }),
);

export const catalogArguments = graphqlArguments<QueryCatalogArgs>()(
  z.object({ catalogSlugId: z.string().trim().min(1).max(200) }),
);

export const catalogsByUserArguments = graphqlArguments<QueryCatalogsByUserArgs>()(
  z.object({
    userId: userIdSchema,
    type: z.enum(['PREDEFINED', 'LISTS']).nullish(),
    visibility: visibility.nullish(),
    paging: pagingSchema,
  }),
);

export const postCatalogMembershipArguments = graphqlArguments<QueryPostCatalogMembershipArgs>()(
  z.object({ postId: postIdSchema, isPostKind: z.boolean().nullish() }),
);

/** A page of a list's items: the cursor is the offset in the stored order. */
const itemsPaging = pagingSchema.transform(({ limit, cursor }, context) => {
  if (cursor !== null && !/^\d{1,4}$/.test(cursor)) {
    context.addIssue({ code: 'custom', message: 'That paging cursor is not one of a list.' });
    return z.NEVER;
  }
  return { limit, offset: cursor === null ? 0 : Number(cursor) };
});

export const itemsPageArguments = graphqlArguments<CatalogItemsConnectionArgs>()(
  z.object({ paging: itemsPaging }),
);

export const catalogItemsArguments = graphqlArguments<QueryCatalogItemsArgs>()(
  z.object({ catalogSlugId: z.string().trim().min(1).max(200), paging: itemsPaging }),
);

/** The parent of Catalog.itemsConnection: the list as catalogs/mappers.ts carries it. */
export const catalogSource = z.object({
  id: z.string(),
  storedItems: z.array(
    z.object({
      catalogItemId: z.string(),
      type: z.enum(catalogItemTypes),
      entityId: z.string(),
      note: z.string().nullish(),
    }),
  ),
});

/** The parent of Post.viewerCatalogIds and Catalog.viewerIsFollowing: its id. */
export const idSource = z.object({ id: z.string() });

/** A Notification (users domain) as Notification.catalog receives it: the followed list's id, if any. */
export const notificationListSource = z.object({ catalogId: z.string().nullish() });
