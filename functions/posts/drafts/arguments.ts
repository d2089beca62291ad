import * as z from 'zod';
import { draftLimits, draftMessages } from '#contract/draft-limits.ts';
import { pagingSchema } from '#contract/paging.ts';
import type {
  MutationRevertDraftArgs,
  MutationStartDraftArgs,
  MutationSaveDraftArgs,
  QueryPostDraftArgs,
  QueryPostRevisionArgs,
  QueryPostRevisionsArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { maxIdLength } from '#shared/data/ids.ts';
import { postIdSchema } from '../arguments.ts';
import { paragraphsInput } from './paragraph-input.ts';

/** Arguments of the draft fields, validated at the boundary (drafts/resolvers.ts). */

const version = z.number().int().min(1, 'A version is a whole number from 1.');
/** A revision's id is the epoch milliseconds it was saved at (drafts/repository.ts). */
export const revisionIdSchema = z
  .string()
  .regex(/^\d{13}$/, 'A revision id is the 13 digits of the time it was saved.')
  .transform(Number);

/** startDraft: optionally the newsletter whose new e-mail the draft is (decision 180). */
export const startDraftArguments = graphqlArguments<MutationStartDraftArgs>()(
  z.object({
    newsletterV3Id: z.string().trim().min(1, 'A newsletter id cannot be empty.').max(maxIdLength).nullish(),
  }),
);

export const postDraftArguments = graphqlArguments<QueryPostDraftArgs>()(z.object({ postId: postIdSchema }));

export const postRevisionsArguments = graphqlArguments<QueryPostRevisionsArgs>()(
  z.object({ postId: postIdSchema, paging: pagingSchema }),
);

export const postRevisionArguments = graphqlArguments<QueryPostRevisionArgs>()(
  z.object({ postId: postIdSchema, revisionId: revisionIdSchema }),
);

export const saveDraftArguments = graphqlArguments<MutationSaveDraftArgs>()(
  z.object({
    input: z.object({
      postId: postIdSchema,
      baseVersion: version,
      title: z.string().max(draftLimits.titleMaxLength, draftMessages.titleTooLong),
      subtitle: z.string().max(draftLimits.subtitleMaxLength, draftMessages.subtitleTooLong),
      paragraphs: paragraphsInput,
    }),
  }),
);

export const revertDraftArguments = graphqlArguments<MutationRevertDraftArgs>()(
  z.object({ postId: postIdSchema, revisionId: revisionIdSchema, baseVersion: version }),
);

export type DraftChange = z.output<typeof saveDraftArguments>['input'];
