import { z } from 'zod';
import type {
  MutationCreateIntegrationTokenArgs,
  MutationDisconnectAccountArgs,
  MutationRequestEmailChangeArgs,
  MutationRevokeIntegrationTokenArgs,
  MutationRevokeSessionArgs,
  MutationSetPasswordArgs,
  MutationSignInWithPasswordArgs,
} from '#graphql/generated/schema-types';
import { graphqlArguments } from '../shared/graphql-arguments.ts';
import { maxPasswordLength, passwordMessages, passwordProblem } from '../shared/password-rules.ts';
import { browserBinding, email } from './arguments.ts';
import { oidcProviderNames } from './oidc/providers.ts';

/**
 * Arguments of the password, e-mail and Security settings fields (resolvers: security-resolvers.ts).
 * Passwords are taken as typed: never trimmed, spaces count.
 */

export const maxTokenDescriptionLength = 100;
export const securityArgumentMessages = {
  noDescription: 'Please say what the token is for.',
  longDescription: `A description can be at most ${maxTokenDescriptionLength} characters long.`,
  notAnId: 'That is not the id of a session or token.',
  notAProvider: 'That is not a sign-in provider.',
} as const;

/** A password as typed at sign-in: anything non-empty that could be a password. */
const givenPassword = z
  .string()
  .min(1, passwordMessages.empty)
  .refine((value) => passwordProblem(value) !== 'passwordTooLong', passwordMessages.passwordTooLong);

/** A new password: within the rules (functions/shared/password-rules.ts). */
const newPassword = z.string().superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: passwordMessages[problem] });
});

/** Sessions and tokens are named by a SHA-256 in hex (their id in the API). */
const hashId = z.string().regex(/^[0-9a-f]{64}$/, securityArgumentMessages.notAnId);

export const signInWithPasswordArguments = graphqlArguments<MutationSignInWithPasswordArgs>()(
  z.object({
    email,
    password: givenPassword,
    binding: browserBinding,
  }),
);

export const setPasswordArguments = graphqlArguments<MutationSetPasswordArgs>()(
  z.object({
    currentPassword: z
      .string()
      .max(maxPasswordLength * 4, passwordMessages.passwordTooLong)
      .nullish()
      .transform((value) => value || undefined),
    newPassword,
  }),
);

export const requestEmailChangeArguments = graphqlArguments<MutationRequestEmailChangeArgs>()(
  z.object({ email }),
);

export const revokeArguments = graphqlArguments<
  MutationRevokeSessionArgs | MutationRevokeIntegrationTokenArgs
>()(z.object({ id: hashId }));

export const createIntegrationTokenArguments = graphqlArguments<MutationCreateIntegrationTokenArgs>()(
  z.object({
    description: z
      .string()
      .trim()
      .min(1, securityArgumentMessages.noDescription)
      .max(maxTokenDescriptionLength, securityArgumentMessages.longDescription),
  }),
);

/** A provider as the state names it (lower case): apple, facebook, google or twitter. */
export const disconnectAccountArguments = graphqlArguments<MutationDisconnectAccountArgs>()(
  z.object({
    provider: z.enum(oidcProviderNames, securityArgumentMessages.notAProvider),
  }),
);
