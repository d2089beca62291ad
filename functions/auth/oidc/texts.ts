import { page, type HttpResult } from '../core/http-responses.ts';

/** The readable pages of social sign-in: what went wrong, and a way on. */

const signInAgain = { href: '/m/signin', label: 'Sign in again' };
const home = { href: '/', label: 'Go to the home page' };

export const oidcPages = {
  unavailable: (label: string) =>
    page(
      404,
      `Sign-in with ${label} is not available`,
      `Folio does not offer sign-in with ${label} at the moment. Please sign in another way.`,
      { link: { href: '/m/signin', label: 'See all sign in options' } },
    ),
  badStartLink: () =>
    page(
      400,
      'This sign-in link is not valid',
      'Part of the link is missing or damaged. Start again from the sign-in options.',
      {
        link: signInAgain,
      },
    ),
  connectNeedsSession: (label: string) =>
    page(
      403,
      `Sign in to connect ${label}`,
      `Only the signed-in owner of an account can connect ${label} to it. Sign in, then try again.`,
      { link: signInAgain },
    ),
  providerDown: (label: string) =>
    page(
      502,
      `Sign-in with ${label} is not working right now`,
      `${label} did not answer as expected. Please try again in a few minutes, or sign in another way.`,
      { link: signInAgain },
    ),
  unknownAttempt: (cookies: string[]) =>
    page(
      400,
      'This sign-in did not start here',
      'We could not match this answer to a sign-in started in this browser. Please start again.',
      { link: signInAgain, cookies },
    ),
  usedAttempt: (cookies: string[]) =>
    page(400, 'This sign-in was already used', 'Each sign-in works once. Please start again.', {
      link: signInAgain,
      cookies,
    }),
  expiredAttempt: (cookies: string[], again: string) =>
    page(
      400,
      'This sign-in took too long',
      'Sign-ins must be finished within 10 minutes. Please start again.',
      {
        link: { href: again, label: 'Sign in again' },
        cookies,
      },
    ),
  refused: (label: string, cookies: string[]) =>
    page(
      400,
      `We could not verify your ${label} sign-in`,
      `The answer from ${label} could not be checked, so you are not signed in. Please try again.`,
      { link: signInAgain, cookies },
    ),
  noVerifiedEmail: (label: string, cookies: string[]) =>
    page(
      403,
      `No Folio account is connected to this ${label} account`,
      `${label} did not give us a verified email address, so we cannot find or create your account. Sign in with email, then connect ${label} from your settings.`,
      { link: signInAgain, cookies },
    ),
  linkedElsewhere: (label: string, cookies: string[]): HttpResult =>
    page(
      409,
      `This ${label} account is connected to another Folio account`,
      `A ${label} account can be connected to one Folio account only. Sign out and sign in with ${label} to use that account.`,
      { link: home, cookies },
    ),
  rateLimited: (message: string) => page(429, 'Too many sign-in attempts', message, { link: home }),
  /** /m/callback/apple opened, not posted to: it signs nobody in by GET (a link, a reload, a scanner). */
  formPostOnly: (label: string) =>
    page(
      405,
      `This page only receives ${label}'s answer`,
      `${label} sends your sign-in here by itself. Start again from the sign-in options.`,
      { link: signInAgain, headers: { allow: 'POST' } },
    ),
  /** A post that is not a provider's form (another content type, too large). */
  unreadableAnswer: (statusCode: 413 | 415) =>
    page(
      statusCode,
      'This sign-in answer could not be read',
      'What reached us is not a sign-in answer. Please start again.',
      { link: signInAgain },
    ),
};
