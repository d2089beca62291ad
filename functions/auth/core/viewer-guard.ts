import type { ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';

export const guardMessages = {
  signedOut: 'You need to be signed in to do that.',
  integrationToken: 'Integration tokens cannot change security settings. Sign in on the website to do that.',
} as const;

export type Unauthorized = ResultValue<'Unauthorized'>;
export type Guarded = { userId: string; refusal?: undefined } | { refusal: Unauthorized };

export const unauthorized = (message: string = guardMessages.signedOut): Unauthorized => ({
  __typename: 'Unauthorized',
  message,
});

/** The viewer's id, or Unauthorized for a visitor (a session or an integration token will do). */
export const signedIn = (viewer: Viewer): Guarded =>
  viewer.id ? { userId: viewer.id } : { refusal: unauthorized() };

/**
 * The viewer's id when they asked from a browser session; Unauthorized otherwise: the password, the
 * e-mail address, sessions and tokens are not for a script holding an integration token (such a
 * caller has no session hash).
 */
export function withSession(viewer: Viewer): Guarded {
  const guard = signedIn(viewer);
  if (guard.refusal || viewer.sessionHash) return guard;
  return { refusal: unauthorized(guardMessages.integrationToken) };
}
