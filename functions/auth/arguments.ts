import { z } from 'zod';
import { authOperations } from '../shared/entities/auth-grant.ts';
import type {
  MutationSendAcctAuthEmailArgs,
  MutationVerifyLoginCodeArgs,
  QueryEmailAvailabilityArgs,
} from '#graphql/generated/schema-types';
import { invalidEmailMessage, isValidEmail, normaliseEmail } from '../shared/email-address.ts';
import { graphqlArguments } from '../shared/graphql-arguments.ts';
import { bindingValue } from './email-sign-in/binding.ts';
import { loginCodeLength } from './tokens.ts';

/** Arguments of the auth domain's fields, validated at the boundary (resolvers.ts). */

export const loginCodeMessage = `Login code must be ${loginCodeLength} digits.`;
export const maxFullNameLength = 100;
export const maxRedirectLength = 2048;

/** An e-mail address argument: valid (spec 2 §5), then normalised. */
export const email = z
  .string()
  .max(1000, invalidEmailMessage)
  .refine(isValidEmail, invalidEmailMessage)
  .transform(normaliseEmail);

/** Optional text: trimmed, and absent when empty. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || undefined);

/**
 * The binding of the browser asking for a sign-in (GET /m/callback/email/binding gave it): the grant
 * it gets signs that browser in without asking (email-sign-in/binding.ts). Absent, every browser asks.
 */
export const browserBinding = z
  .string()
  .pipe(bindingValue)
  .nullish()
  .transform((value) => value ?? undefined);

export const sendAcctAuthEmailArguments = graphqlArguments<MutationSendAcctAuthEmailArgs>()(
  z.object({
    email,
    redirect: optionalText(maxRedirectLength, 'That redirect address is too long.'),
    fullName: optionalText(
      maxFullNameLength,
      `Your name can be at most ${maxFullNameLength} characters long.`,
    ),
    captchaValue: optionalText(10_000, 'That captcha answer is too long.'),
    operation: z.enum(authOperations, 'Operation must be login or register.'),
    type: z.enum(['link', 'code'], 'Type must be link or code.'),
    binding: browserBinding,
  }),
);
export type SendAcctAuthEmailArguments = z.output<typeof sendAcctAuthEmailArguments>;

export const verifyLoginCodeArguments = graphqlArguments<MutationVerifyLoginCodeArgs>()(
  z.object({
    loginCode: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${loginCodeLength}}$`), loginCodeMessage),
    email,
  }),
);
export type VerifyLoginCodeArguments = z.output<typeof verifyLoginCodeArguments>;

export const emailAvailabilityArguments = graphqlArguments<QueryEmailAvailabilityArgs>()(z.object({ email }));

/**
 * The first problem, as the reader should read it. Every message above is a whole sentence, so it
 * goes out without the field's path (the spec's texts are shown verbatim).
 */
export const firstIssueMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid input.';
