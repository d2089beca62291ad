import * as z from 'zod';
import type {
  MutationSendAcctAuthEmailArgs,
  MutationSendNewsletterSubscriptionAcctAuthEmailArgs,
  MutationVerifyLoginCodeArgs,
  QueryEmailAvailabilityArgs,
} from '#graphql/generated/schema-types.ts';
import { authOperations } from '#shared/data/entities/auth-grant.ts';
import { graphqlArguments } from '#shared/api/graphql-arguments.ts';
import { maxIdLength } from '#shared/data/ids.ts';
import { browserBinding, email } from '../core/arguments.ts';
import { loginCodeLength } from '../core/tokens.ts';

/** Arguments of e-mail sign-in's fields, validated at the boundary (fields.ts). */

export const loginCodeMessage = `Login code must be ${loginCodeLength} digits.`;
export const maxFullNameLength = 100;
export const maxRedirectLength = 2048;

/** Optional text: trimmed, and absent when empty. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || undefined);

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

/** Spec 2 §5: newsletterV3Id and email are required; redirect, captchaValue and operation optional. */
export const sendNewsletterSubscriptionAcctAuthEmailArguments =
  graphqlArguments<MutationSendNewsletterSubscriptionAcctAuthEmailArgs>()(
    z.object({
      newsletterV3Id: z.string().trim().min(1, 'A newsletter id cannot be empty.').max(maxIdLength),
      email,
      userId: z.string().trim().min(1, 'A user id cannot be empty.').max(maxIdLength).nullish(),
      redirect: optionalText(maxRedirectLength, 'That redirect address is too long.'),
      captchaValue: optionalText(10_000, 'That captcha answer is too long.'),
      operation: z
        .enum(authOperations, 'Operation must be login or register.')
        .nullish()
        .transform((value) => value ?? 'register'),
      binding: browserBinding,
    }),
  );
export type SendNewsletterSubscriptionAcctAuthEmailArguments = z.output<
  typeof sendNewsletterSubscriptionAcctAuthEmailArguments
>;

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
