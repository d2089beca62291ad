import * as z from 'zod';
import type {
  MutationApprovePostSubmissionArgs,
  MutationDeclinePostSubmissionArgs,
  MutationPublishResponseDraftArgs,
  MutationPinPostArgs,
  MutationPublishPostArgs,
  MutationUnpinPostArgs,
  QueryPendingSubmissionsArgs,
  QueryTagSuggestionsArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { collectionIdSchema } from '#shared/data/ids.ts';
import { pagingSchema } from '#contract/paging.ts';
import { maxTagLength, maxTags, slugify, tagMessages, tagTitle } from '#contract/tags.ts';
import { invalidPostIdMessage, postIdPattern } from '../arguments.ts';

const postId = z.string().regex(postIdPattern, invalidPostIdMessage);

/**
 * A tag as the writer typed it: its display title (spaces collapsed) and its slug, the tag's key. A
 * tag whose slug is empty (only punctuation, or no ASCII at all) is refused rather than guessed at.
 */
const tag = z
  .string()
  .transform(tagTitle)
  .pipe(z.string().min(1, tagMessages.empty).max(maxTagLength, tagMessages.tooLong))
  .transform((displayTitle) => ({ slug: slugify(displayTitle), displayTitle }))
  .refine((normalized) => normalized.slug.length > 0, tagMessages.noLetter);

/** Tags told apart by slug: "Data Science" and "data-science" are one tag (the first spelling wins). */
const tags = z
  .array(tag)
  .transform((list) =>
    list.filter((entry, index) => list.findIndex((other) => other.slug === entry.slug) === index),
  )
  .refine((list) => list.length <= maxTags, tagMessages.tooMany);

export const publishPostArguments = graphqlArguments<MutationPublishPostArgs>()(
  z.object({
    input: z.object({
      postId,
      tags,
      visibility: z.enum(['PUBLIC', 'UNLISTED']),
      isLocked: z.boolean(),
      collectionId: collectionIdSchema.nullish(),
      allowResponses: z.boolean(),
      notifyFollowers: z.boolean(),
    }),
  }),
);
export type PublishRequest = z.output<typeof publishPostArguments>['input'];

/** What the writer typed in the tag field: at most a tag's length. */
export const tagSuggestionsArguments = graphqlArguments<QueryTagSuggestionsArgs>()(
  z.object({ prefix: z.string().max(maxTagLength, tagMessages.tooLong) }),
);

export const postIdArguments = graphqlArguments<
  | MutationPinPostArgs
  | MutationUnpinPostArgs
  | MutationApprovePostSubmissionArgs
  | MutationDeclinePostSubmissionArgs
  | MutationPublishResponseDraftArgs
>()(z.object({ postId }));

export const pendingSubmissionsArguments = graphqlArguments<QueryPendingSubmissionsArgs>()(
  z.object({ collectionId: collectionIdSchema, paging: pagingSchema }),
);
