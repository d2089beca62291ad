import type { GoogleOneTapResult } from '#graphql/generated/schema-types.ts';
import type { FolioData } from '#shared/data/data.ts';
import { ResultError } from '#shared/api/results.ts';
import { createAccountLinking, type AccountDecision } from '../core/identity/account-linking.ts';
import { createProviderDirectory, ProviderUnavailable } from '../core/identity/discovery.ts';
import { providerCatalogue } from '../core/identity/providers.ts';
import { createIdentityRepository } from '../core/identity/identity-repository.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { rateLimits } from '../core/rate-limits.ts';
import type { AuthRepository, UserItem } from '../core/auth-repository.ts';
import { issueAccountToken } from '../core/account-token.ts';
import type { Caller } from '../core/caller.ts';
import type { AuthLogger } from '../core/ports.ts';
import { grantBinding } from '../core/sign-in-binding.ts';
import { checkGoogleCredential } from './credential.ts';
import type { GoogleOneTapSettings } from './settings.ts';

export const oneTapMessages = {
  unavailable: 'Sign-in with Google is not available. Please sign in another way.',
  refused: 'We could not verify your Google sign-in. Please try again.',
  tooOld: 'This Google sign-in took too long. Please try again.',
  used: 'This Google sign-in was already used. Please try again.',
  googleDown: 'Sign-in with Google is not working right now. Please try again in a few minutes.',
  noVerifiedEmail:
    'Google did not give us a verified email address, so we cannot find or create your account. Please sign in another way.',
} as const;

type Failure<N extends string> = { __typename: N; message: string };

export interface GoogleOneTapDependencies {
  data: FolioData;
  repository: AuthRepository;
  /** Undefined: one-tap is not configured (every call answers NotFound). */
  settings: GoogleOneTapSettings | undefined;
  now: () => number;
  logger: AuthLogger;
}

const fail = <N extends string>(__typename: N, message: string): Failure<N> => ({ __typename, message });

/** Bucket of the spent credentials (a counter of limit 1 per credential, kept until the token expires). */
const spentBucket = 'google-one-tap:spent';

/**
 * Spec 2 §2, §4 Google one-tap, on the server: the browser sends the ID token Google's prompt gave it.
 * `login` (the prompt's answer): a linked Google account gets an account token for the callback; an
 * address with an unlinked account gets the social login suggestion (core/identity/account-linking.ts: never linked
 * silently); an unknown address is EmailAvailable — the sign-up card. `register` (the card's Sign up):
 * creates the account and links Google, then an account token. A credential buys one account token.
 */
export function createGoogleOneTap({ data, repository, settings, now, logger }: GoogleOneTapDependencies) {
  const directory = createProviderDirectory(settings?.fetch ?? fetch, now);
  const profile = settings?.profile ?? providerCatalogue.google;
  const decide = createAccountLinking({ auth: repository, identities: createIdentityRepository(data), now });

  /** Spends the credential: true the first time only (one conditional update in the table). */
  const spend = (replayKey: string, expiresAt: number) =>
    repository.hitRateLimit({ bucket: spentBucket, key: replayKey, windowStart: 0, limit: 1, expiresAt });

  /** The grant names its user; `email` (required by the grant) is the account's, else Google's. */
  const accountToken = (
    user: UserItem,
    args: { operation: 'login' | 'register'; binding?: string | undefined },
    googleEmail?: string,
  ) =>
    issueAccountToken(
      repository,
      {
        kind: 'google',
        email: user.email ?? googleEmail ?? '',
        userId: user.id,
        operation: args.operation,
        ...grantBinding(args.binding),
      },
      now(),
    );

  return async (
    args: { credential: string; operation: 'login' | 'register'; binding?: string | undefined },
    caller: Caller,
  ): Promise<GoogleOneTapResult> => {
    if (!settings) return fail('NotFound', oneTapMessages.unavailable);
    const limited = await firstRefusedLimit(
      repository,
      [{ rule: rateLimits.googleOneTapPerIp, key: caller.ip }],
      now(),
    );
    if (limited) return fail('RateLimited', limited.message);
    const checked = await checkGoogleCredential(args.credential, {
      directory,
      profile,
      clientId: settings.clientId,
      now: now(),
    }).catch((error: unknown) => {
      if (!(error instanceof ProviderUnavailable)) throw error;
      // Google's keys could not be read: an incident of ours (logged by the domain handler), not a
      // refusal of the reader's sign-in; they may retry or sign in another way.
      logger.warn('Google one-tap: keys unavailable', { reason: error.message });
      throw new ResultError('ServiceUnavailable', oneTapMessages.googleDown);
    });
    if (!checked.ok) {
      logger.info('Google one-tap credential refused', { refusal: checked.refusal });
      return fail(
        'BadRequest',
        checked.refusal === 'too-old' ? oneTapMessages.tooOld : oneTapMessages.refused,
      );
    }
    const { identity, expiresAt, replayKey } = checked;
    // Google always gives the address; a credential without one is never an account without e-mail.
    if (!identity.email) return fail('Forbidden', oneTapMessages.noVerifiedEmail);
    // Registering writes an account: the credential is spent before, so a replay cannot race it.
    if (args.operation === 'register' && !(await spend(replayKey, expiresAt)))
      return fail('BadRequest', oneTapMessages.used);

    const decision: AccountDecision = await decide(
      { provider: 'google', operation: args.operation },
      identity,
      undefined,
    );
    logger.info('Google one-tap', { operation: args.operation, decision: decision.kind });
    switch (decision.kind) {
      case 'sign-in':
        if (args.operation === 'login' && !(await spend(replayKey, expiresAt)))
          return fail('BadRequest', oneTapMessages.used);
        return accountToken(decision.user, args, identity.email);
      case 'suggestion':
        return {
          __typename: 'SocialLoginSuggestion',
          userId: decision.userId,
          redactedEmailAddress: decision.redactedEmailAddress,
        };
      case 'unrecognized':
        // Sign-in with an address no account uses (account-linking.ts checked it is verified): the card.
        if (args.operation === 'login' && identity.email) {
          return { __typename: 'EmailAvailable', email: identity.email, name: identity.name ?? null };
        }
        return fail('BadRequest', oneTapMessages.refused);
      case 'no-verified-email':
        return fail('Forbidden', oneTapMessages.noVerifiedEmail);
      default:
        // connect, linked-elsewhere, not-signed-in: only the connect operation decides those.
        throw new Error(`Google one-tap cannot decide ${decision.kind}`);
    }
  };
}

export type GoogleOneTap = ReturnType<typeof createGoogleOneTap>;
