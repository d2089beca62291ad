import * as z from 'zod';
import {
  customSlugPattern,
  isCanonicalUrl,
  storySettingsLimits,
  storySettingsMessages,
} from '#contract/story-settings.ts';
import type {
  MutationUpdatePostSettingsArgs,
  QueryPostSettingsArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { postIdSchema } from '../arguments.ts';

/** Arguments of the story settings fields, validated at the boundary (settings/resolvers.ts). */

/** Absent or null: the setting stays as it is (each section of the page saves only its own). */
const unchanged = <S extends z.ZodType>(schema: S) =>
  schema.nullish().transform((value) => value ?? undefined);

/** A text setting: trimmed; '' removes it. */
const text = (maxLength: number, message: string) => unchanged(z.string().trim().max(maxLength, message));

export const postSettingsArguments = graphqlArguments<QueryPostSettingsArgs>()(
  z.object({ postId: postIdSchema }),
);

export const updatePostSettingsArguments = graphqlArguments<MutationUpdatePostSettingsArgs>()(
  z.object({
    input: z.object({
      postId: postIdSchema,
      seoTitle: text(storySettingsLimits.seoTitleMaxLength, storySettingsMessages.seoTitleTooLong),
      seoDescription: text(
        storySettingsLimits.seoDescriptionMaxLength,
        storySettingsMessages.seoDescriptionTooLong,
      ),
      canonicalUrl: unchanged(
        z
          .string()
          .trim()
          .refine((url) => url === '' || isCanonicalUrl(url), storySettingsMessages.canonicalUrlInvalid),
      ),
      slug: unchanged(
        z
          .string()
          .trim()
          .max(storySettingsLimits.slugMaxLength, storySettingsMessages.slugInvalid)
          .regex(customSlugPattern, storySettingsMessages.slugInvalid),
      ),
      showInRecommendations: unchanged(z.boolean()),
    }),
  }),
);

export type SettingsChange = z.output<typeof updatePostSettingsArguments>['input'];
