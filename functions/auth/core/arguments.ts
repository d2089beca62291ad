import * as z from 'zod';
import { invalidEmailMessage, isValidEmail, normaliseEmail } from '#contract/email-address.ts';
import type { FieldResolver, ResolverEvent } from '#shared/api/resolver-router.ts';
import { badRequest } from '#shared/api/results.ts';
import { bindingValue } from './sign-in-binding.ts';

/** What every auth field checks at the boundary the same way: addresses, bindings, bad input. */

/** An e-mail address argument: valid (spec 2 §5), then normalised. */
export const email = z
  .string()
  .max(1000, invalidEmailMessage)
  .refine(isValidEmail, invalidEmailMessage)
  .transform(normaliseEmail);

/**
 * The binding of the browser asking for a sign-in (GET /m/callback/email/binding gave it): the grant
 * it gets signs that browser in without asking (email-sign-in/binding.ts). Absent, every browser asks.
 */
export const browserBinding = z
  .string()
  .pipe(bindingValue)
  .nullish()
  .transform((value) => value ?? undefined);

/**
 * The first problem, as the reader should read it. Every message of the auth fields is a whole
 * sentence, so it goes out without the field's path (the spec's texts are shown verbatim).
 */
export const firstIssueMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'Invalid input.';

/**
 * Validates `event.arguments` with `schema` and hands them on; bad input is a BadRequest value (for
 * fields whose union has it).
 */
export const withArguments =
  <S extends z.ZodType>(
    schema: S,
    resolve: (args: z.output<S>, event: ResolverEvent) => Promise<unknown>,
  ): FieldResolver =>
  async (event) => {
    const parsed = schema.safeParse(event.arguments);
    return parsed.success ? resolve(parsed.data, event) : badRequest(firstIssueMessage(parsed.error));
  };
