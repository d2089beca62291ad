import * as z from 'zod';
import { highlightLimits, highlightMessages, quoteTypes } from '#contract/highlights.ts';
import { pagingSchema } from '#contract/paging.ts';
import type {
  MutationCreateQuoteArgs,
  MutationDeleteQuoteArgs,
  MutationSetHighlightPrivacyArgs,
  QueryQuoteArgs,
  UserHighlightsArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of the highlight and quote fields, validated at the boundary (highlights/resolvers.ts). */

export const quoteIdSchema = z
  .string()
  .regex(/^[0-9a-f]{16}$/, 'A quote id is 16 lower-case hexadecimal characters.');
const offset = z.number().int().min(0, highlightMessages.emptyRange);

export const createQuoteArguments = graphqlArguments<MutationCreateQuoteArgs>()(
  z.object({
    input: z.object({
      postId: postIdSchema,
      paragraphName: z.string().min(1).max(64),
      startOffset: offset,
      endOffset: offset,
      quoteType: z.enum(quoteTypes),
      note: z
        .string()
        .trim()
        .max(highlightLimits.noteMaxLength, highlightMessages.noteTooLong)
        .nullish()
        .transform((note) => note ?? undefined),
      isPrivate: z
        .boolean()
        .nullish()
        .transform((isPrivate) => isPrivate ?? false),
    }),
  }),
);

export const deleteQuoteArguments = graphqlArguments<MutationDeleteQuoteArgs>()(
  z.object({ quoteId: quoteIdSchema }),
);

export const setHighlightPrivacyArguments = graphqlArguments<MutationSetHighlightPrivacyArgs>()(
  z.object({ quoteId: quoteIdSchema, isPrivate: z.boolean() }),
);

export const quoteArguments = graphqlArguments<QueryQuoteArgs>()(z.object({ quoteId: quoteIdSchema }));

export const highlightsArguments = graphqlArguments<UserHighlightsArgs>()(z.object({ paging: pagingSchema }));

export type CreateQuoteRequest = z.output<typeof createQuoteArguments>['input'];
