import * as z from 'zod';
import { pagingSchema } from '#contract/paging.ts';
import { responseLimits, responseMessages, responseSortTypes } from '#contract/responses.ts';
import { responseDraftMessages } from '#contract/response-drafts.ts';
import type {
  CatalogThreadedResponsesArgs,
  MutationHideCatalogResponseArgs,
  MutationPublishCatalogResponseArgs,
  MutationShowCatalogResponseOnParentArgs,
  QueryThreadedCatalogResponsesArgs,
  MutationDeleteResponseArgs,
  MutationEditResponseArgs,
  MutationHidePostResponseArgs,
  MutationPublishResponseArgs,
  MutationUnhidePostResponseOnParentPostArgs,
  PostThreadedResponsesArgs,
  QueryResponseTargetArgs,
  QueryThreadedPostResponsesArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';
import { catalogIdSchema } from '../catalogs/arguments.ts';
import { paragraphsInput } from '../drafts/paragraph-input.ts';
import { quoteIdSchema } from '../highlights/arguments.ts';

/** Arguments of the responses' fields, validated at the boundary (responses/resolvers.ts). */

/** A response's body: the editor's paragraph rules (drafts/paragraph-input.ts), fewer paragraphs. */
export const responseParagraphs = paragraphsInput.refine(
  (given) => given.length <= responseLimits.paragraphsMax,
  responseMessages.tooManyParagraphs,
);

const levelPaging = {
  postResponsesPaging: pagingSchema,
  sortType: z
    .enum(responseSortTypes)
    .nullish()
    .transform((sort) => sort ?? 'MOST_RELEVANT'),
};

export const threadedPostResponsesArguments = graphqlArguments<QueryThreadedPostResponsesArgs>()(
  z.object({ postId: postIdSchema, ...levelPaging }),
);

export const threadedResponsesArguments = graphqlArguments<PostThreadedResponsesArgs>()(
  z.object(levelPaging),
);

/** The Post parent of Post.threadedResponses: what every mapped Post carries. */
export const threadParentSource = z.object({
  id: z.string().min(1),
  creatorId: z.string().min(1),
  responsesCount: z.number().int(),
  /** A list's hidden responses (decision 119); a story does not count them (its writer always reads). */
  hiddenResponsesCount: z.number().int().optional(),
});

export const publishResponseArguments = graphqlArguments<MutationPublishResponseArgs>()(
  z.object({ input: z.object({ inResponseToPostId: postIdSchema, paragraphs: responseParagraphs }) }),
);

export const editResponseArguments = graphqlArguments<MutationEditResponseArgs>()(
  z.object({ input: z.object({ responseId: postIdSchema, paragraphs: responseParagraphs }) }),
);

export const deleteResponseArguments = graphqlArguments<MutationDeleteResponseArgs>()(
  z.object({ responseId: postIdSchema }),
);

export const moderateResponseArguments = graphqlArguments<
  MutationHidePostResponseArgs | MutationUnhidePostResponseOnParentPostArgs
>()(z.object({ parentPostId: postIdSchema, postResponseId: postIdSchema }));

export type ThreadRequest = z.output<typeof threadedPostResponsesArguments>;
export type ThreadParent = z.output<typeof threadParentSource>;
export type ResponseText = z.output<typeof publishResponseArguments>['input']['paragraphs'];

/**
 * What a response drafted in the full editor answers (Query.responseTarget, Mutation.startResponseDraft):
 * a story or a quote of one, exactly one of the two.
 */
export const responseTargetArguments = graphqlArguments<QueryResponseTargetArgs>()(
  z.object({
    input: z
      .object({ inResponseToPostId: postIdSchema.nullish(), inResponseToQuoteId: quoteIdSchema.nullish() })
      .transform(({ inResponseToPostId, inResponseToQuoteId }, context) => {
        if (inResponseToQuoteId && !inResponseToPostId) return { inResponseToQuoteId };
        if (inResponseToPostId && !inResponseToQuoteId) return { inResponseToPostId };
        context.addIssue({ code: 'custom', message: responseDraftMessages.oneTarget });
        return z.NEVER;
      }),
  }),
);
export type ResponseTargetRequest = z.output<typeof responseTargetArguments>['input'];

/** A list's level of responses (decision 119): the same paging and order, the spec's argument name. */
const catalogLevelPaging = { catalogResponsesPagingOptions: pagingSchema, sortType: levelPaging.sortType };
const asLevel = <T extends { catalogResponsesPagingOptions: ThreadRequest['postResponsesPaging'] }>({
  catalogResponsesPagingOptions,
  ...rest
}: T) => ({ ...rest, postResponsesPaging: catalogResponsesPagingOptions });

export const threadedCatalogResponsesArguments = graphqlArguments<QueryThreadedCatalogResponsesArgs>()(
  z.object({ catalogId: catalogIdSchema, ...catalogLevelPaging }).transform(asLevel),
);

export const catalogThreadedResponsesArguments = graphqlArguments<CatalogThreadedResponsesArgs>()(
  z.object(catalogLevelPaging).transform(asLevel),
);

export const publishCatalogResponseArguments = graphqlArguments<MutationPublishCatalogResponseArgs>()(
  z.object({ input: z.object({ catalogId: catalogIdSchema, paragraphs: responseParagraphs }) }),
);

export const moderateCatalogResponseArguments = graphqlArguments<
  MutationHideCatalogResponseArgs | MutationShowCatalogResponseOnParentArgs
>()(z.object({ parentCatalogId: catalogIdSchema, catalogResponseId: postIdSchema }));
