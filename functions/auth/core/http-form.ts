import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The forms posted to the auth Lambdas are a few short fields (Apple's ID token is the longest). */
export const maxFormBytes = 8 * 1024;

export type FormRefusal = 'content-type' | 'too-large' | 'malformed';
export type Form = { ok: true; values: Record<string, string> } | { ok: false; refusal: FormRefusal };

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]?.trim().toLowerCase();

/**
 * A POST's form as a function URL passes it on: only `application/x-www-form-urlencoded`, at most
 * `maxFormBytes`, each of `fields` at most once (a second value is malformed, not a choice); any other
 * field is dropped. The values are the caller's to check.
 */
export function readForm(event: APIGatewayProxyEventV2, fields: readonly string[]): Form {
  if (mediaType(event.headers['content-type']) !== 'application/x-www-form-urlencoded')
    return { ok: false, refusal: 'content-type' };
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  if (body.length > maxFormBytes) return { ok: false, refusal: 'too-large' };
  const form = new URLSearchParams(body.toString('utf8'));
  const values: Record<string, string> = {};
  for (const name of fields) {
    const all = form.getAll(name);
    if (all.length > 1) return { ok: false, refusal: 'malformed' };
    if (all[0] !== undefined) values[name] = all[0];
  }
  return { ok: true, values };
}
