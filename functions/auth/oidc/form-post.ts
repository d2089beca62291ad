import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { profileLimits } from '#contract/user-settings.ts';
import { readForm, type FormRefusal } from '../core/http-form.ts';
import { callbackParameters, type CallbackParameters } from './callback-parameters.ts';

/**
 * Reading a provider's form_post answer (Apple's: `code`, `state`, `id_token`, on the first sign-in
 * `user`, or `error`), as the auth-form-post Lambda receives it from a function URL.
 */

/** The field our own page adds when it posts the answer again, same-site (form-post-page.ts). */
export const resubmittedField = 'folio_resubmitted';

/**
 * The fields read, and carried by the re-posted form. Any other is dropped: Apple's `id_token` among
 * them, since the identity comes from the token endpoint, checked against the attempt's nonce.
 */
const formFields = ['state', 'code', 'error', 'iss', 'user', resubmittedField] as const;

const formSchema = callbackParameters.extend({
  user: z.string().max(2048).optional(),
  [resubmittedField]: z.literal('1').optional(),
});

/** Apple's `user` JSON: `{"name":{"firstName":…,"lastName":…},"email":…}` (the address is not read). */
const appleUser = z.object({
  name: z
    .object({ firstName: z.string().max(256).optional(), lastName: z.string().max(256).optional() })
    .optional(),
});

export type FormPost =
  | {
      ok: true;
      parameters: CallbackParameters;
      /** The answer's own fields, checked, to post again (without our marker). */
      fields: Record<string, string>;
      /** Whether this is our page's same-site post (the browser's cookies came with it). */
      resubmitted: boolean;
    }
  | { ok: false; refusal: FormRefusal };

/**
 * The person's name in Apple's `user` field, as a Folio name (at most the profile's length), or
 * undefined when there is none or the field is not what Apple sends: a name is a courtesy, never a
 * reason to refuse a sign-in.
 */
export function nameFromAppleUser(user: string | undefined): string | undefined {
  if (user === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(user);
  } catch {
    return undefined;
  }
  const parsed = appleUser.safeParse(json);
  if (!parsed.success || !parsed.data.name) return undefined;
  const { firstName = '', lastName = '' } = parsed.data.name;
  const name = `${firstName} ${lastName}`
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, profileLimits.nameMaxLength)
    .trim();
  return name || undefined;
}

/**
 * A POST's form (core/http-form.ts: url-encoded, at most 8 KiB, each field once), with the callback's rules
 * for state, code, error and iss (callback.ts).
 */
export function parseFormPost(event: APIGatewayProxyEventV2): FormPost {
  const form = readForm(event, formFields);
  if (!form.ok) return form;
  const { values } = form;
  const parsed = formSchema.safeParse(values);
  if (!parsed.success) return { ok: false, refusal: 'malformed' };
  const { user, [resubmittedField]: resubmitted, ...parameters } = parsed.data;
  const name = nameFromAppleUser(user);
  const fields = Object.fromEntries(Object.entries(values).filter(([field]) => field !== resubmittedField));
  return {
    ok: true,
    parameters: { ...parameters, ...(name ? { name } : {}) },
    fields,
    resubmitted: resubmitted === '1',
  };
}
