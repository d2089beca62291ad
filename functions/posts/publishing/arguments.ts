import * as z from 'zod';
import type {
  MutationApprovePostSubmissionArgs,
  MutationDeclinePostSubmissionArgs,
  MutationPinPostArgs,
  MutationPublishPostArgs,
  MutationUnpinPostArgs,
  QueryPendingSubmissionsArgs,
  QueryTagSuggestionsArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { collectionIdSchema } from '#shared/data/ids.ts';
import { pagingSchema } from '#contract/paging.ts';
import { invalidPostIdMessage, postIdPattern } from '../arguments.ts';
import { slugify } from './slug.ts';

/** Medium's limits: five tags a story, each at most 25 characters as the writer typed it. */
export const maxTags = 5;
export const maxTagLength = 25;

const postId = z.string().regex(postIdPattern, invalidPostIdMessage);

/**
 * A tag as the writer typed it: its display title (spaces collapsed) and its slug, the tag's key. A
 * tag whose slug is empty (only punctuation, or no ASCII at all) is refused rather than guessed at.
 */
const tag = z
  .string()
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'A tag cannot be empty.')
      .max(maxTagLength, `A tag has at most ${maxTagLength} characters.`),
  )
  .transform((displayTitle) => ({ slug: slugify(displayTitle), displayTitle }))
  .refine((normalized) => normalized.slug.length > 0, 'A tag needs a letter or a digit.');

/** Tags told apart by slug: "Data Science" and "data-science" are one tag (the first spelling wins). */
const tags = z
  .array(tag)
  .transform((list) =>
    list.filter((entry, index) => list.findIndex((other) => other.slug === entry.slug) === index),
  )
  .refine((list) => list.length <= maxTags, `A story has at most ${maxTags} tags.`);

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
  z.object({ prefix: z.string().max(maxTagLength, `A tag has at most ${maxTagLength} characters.`) }),
);

export const postIdArguments = graphqlArguments<
  | MutationPinPostArgs
  | MutationUnpinPostArgs
  | MutationApprovePostSubmissionArgs
  | MutationDeclinePostSubmissionArgs
>()(z.object({ postId }));

export const pendingSubmissionsArguments = graphqlArguments<QueryPendingSubmissionsArgs>()(
  z.object({ collectionId: collectionIdSchema, paging: pagingSchema }),
);
