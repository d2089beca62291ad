/** A 400 answer in the spec's result vocabulary. */
export interface BadRequestAnswer {
  status: 400;
  body: { errors: { errorType: 'BadRequest'; message: string }[] };
}

export const badRequestAnswer = (message: string): BadRequestAnswer => ({
  status: 400,
  body: { errors: [{ errorType: 'BadRequest', message }] },
});

/** A request body that must be a JSON array; anything else is the given 400. */
export function parseJsonArray(
  body: string | undefined,
  message: string,
): { ok: true; items: unknown[] } | { ok: false; answer: BadRequestAnswer } {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    if (Array.isArray(parsed)) return { ok: true, items: parsed };
  } catch {
    // Not JSON: answered below like any other non-array.
  }
  return { ok: false, answer: badRequestAnswer(message) };
}
