import * as z from 'zod';
import {
  digestFrequencies,
  emailFrequencies,
  profileLimits,
  profileMessages,
  responsesAllowedValues,
} from '#contract/user-settings.ts';
import type {
  MutationDismissFlagArgs,
  MutationUpdateNotificationSettingsArgs,
  MutationUpdatePublishingSettingsArgs,
  MutationUpdateUsernameArgs,
  MutationUpdateViewerProfileArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { usernameMessages } from '#contract/username.ts';
import { userIdSchema } from '#shared/data/ids.ts';
import { imageIdPattern } from '#shared/ports/image-id.ts';
import { normaliseUsername } from './arguments.ts';

/**
 * Arguments of the viewer's settings mutations, validated at the boundary (update-resolvers.ts). Every
 * input field is optional: null or absent leaves the setting as it is.
 */

/** A field a partial update may leave out: GraphQL's null becomes "unchanged". */
const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((value) => (value === null ? undefined : value))
    .optional();

const name = z
  .string()
  .trim()
  .min(1, profileMessages.nameEmpty)
  .max(profileLimits.nameMaxLength, profileMessages.nameTooLong);
const bio = z.string().trim().max(profileLimits.bioMaxLength, profileMessages.bioTooLong);
const pronoun = z
  .string()
  .trim()
  .min(1, profileMessages.pronounLength)
  .max(profileLimits.pronounMaxLength, profileMessages.pronounLength);
/** Image ids are minted by the upload (16 hex characters) or the seed; nothing else names an image. */
const imageId = z.string().regex(imageIdPattern, profileMessages.imageId);

export const updateViewerProfileArguments = graphqlArguments<MutationUpdateViewerProfileArgs>()(
  z.object({
    input: z.object({
      name: optional(name),
      bio: optional(bio),
      pronouns: optional(
        z.array(pronoun).max(profileLimits.pronounsMaxCount, profileMessages.tooManyPronouns),
      ),
      imageId: optional(imageId),
    }),
  }),
);

/** The username as typed; the rules themselves (graphql/contract/username.ts) are the service's to apply. */
export const updateUsernameArguments = graphqlArguments<MutationUpdateUsernameArgs>()(
  z.object({
    username: z.string().max(200, usernameMessages.tooLong).transform(normaliseUsername),
  }),
);

const flag = z.boolean();
export const updateNotificationSettingsArguments = graphqlArguments<MutationUpdateNotificationSettingsArgs>()(
  z.object({
    input: z.object({
      emailFrequency: optional(z.enum(emailFrequencies)),
      digestFrequency: optional(z.enum(digestFrequencies)),
      allowEmailNewFollowers: optional(flag),
      allowEmailResponses: optional(flag),
      allowEmailMentions: optional(flag),
      allowEmailHighlights: optional(flag),
      allowEmailRecommendedStories: optional(flag),
      allowEmailNewsletters: optional(flag),
      notifyNewFollowers: optional(flag),
      notifyClaps: optional(flag),
      notifyResponses: optional(flag),
      notifyHighlights: optional(flag),
      notifyListFollows: optional(flag),
      notifyNewStories: optional(flag),
      notifySubmissions: optional(flag),
      notifyGifts: optional(flag),
      notifyMentions: optional(flag),
    }),
  }),
);

export const updatePublishingSettingsArguments = graphqlArguments<MutationUpdatePublishingSettingsArgs>()(
  z.object({
    input: z.object({
      allowEmailAddressSharingEditorWriter: optional(flag),
      defaultResponsesAllowed: optional(z.enum(responsesAllowedValues)),
    }),
  }),
);

/** claimSubdomain and unclaimSubdomain take nothing: the viewer is the subject. */
export const emptyArguments = z.object({});

export const dismissFlagArguments = graphqlArguments<MutationDismissFlagArgs>()(
  z.object({
    userId: userIdSchema,
    flag: z.string().trim().min(1, 'Name the flag to dismiss.').max(100),
  }),
);

/** Drops the fields a partial update leaves unchanged, so only what was sent is written. */
export const definedOnly = <T extends Record<string, unknown>>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
