import * as z from 'zod';
import type {
  MutationSetPasswordArgs,
  MutationSignInWithPasswordArgs,
} from '#graphql/generated/schema-types.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { maxPasswordLength, passwordMessages, passwordProblem } from '#contract/password-rules.ts';
import { browserBinding, email } from '../core/arguments.ts';

/** Arguments of the password fields (fields.ts). Passwords are taken as typed: never trimmed, spaces count. */

/** A password as typed at sign-in: anything non-empty that could be a password. */
const givenPassword = z
  .string()
  .min(1, passwordMessages.empty)
  .refine((value) => passwordProblem(value) !== 'passwordTooLong', passwordMessages.passwordTooLong);

/** A new password: within the rules (graphql/contract/password-rules.ts). */
const newPassword = z.string().superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: passwordMessages[problem] });
});

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
