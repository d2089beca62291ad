import { randomBytes } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import type { FolioData } from '#shared/data/data.ts';
import { emailLocalPart } from '#contract/email-address.ts';
import { obfuscateEmail } from '#shared/api/graphql-user/obfuscate-email.ts';
import { usernameCandidates } from '#contract/username.ts';
import type { AuthRepository, UserItem } from '../auth-repository.ts';
import type { ProviderIdentity } from './provider-identity.ts';
import type { IdentityRepository } from './identity-repository.ts';

/** What a verified provider identity means for Folio's accounts. */
export type AccountDecision =
  | { kind: 'sign-in'; user: UserItem; created: boolean }
  | { kind: 'connected' }
  /** Spec 2 §3 "Social login suggestion": that address has an account; sign in by e-mail, then connect. */
  | { kind: 'suggestion'; userId: string; redactedEmailAddress: string }
  /** Sign-in (not sign-up) with a provider account Folio does not know: /unrecognized-account. */
  | { kind: 'unrecognized' }
  /** No link, and an address the provider does not vouch for: nothing to match or register with. */
  | { kind: 'no-verified-email' }
  /** Connect: that provider account already belongs to another Folio account. */
  | { kind: 'linked-elsewhere' }
  /** Connect: the browser is no longer signed in as the viewer who started it. */
  | { kind: 'not-signed-in' };

/** What a decision reads of the attempt: a Google one-tap sign-in has no attempt item, only these. */
export type SignInIntent = Pick<
  EntityItem<FolioData['entities']['oidcAttempt']>,
  'provider' | 'operation' | 'viewerId'
>;

export interface AccountsDependencies {
  auth: Pick<AuthRepository, 'findUserById' | 'findUserByEmail' | 'createUser'>;
  identities: Pick<IdentityRepository, 'findIdentity' | 'linkIdentity' | 'updateHandle'>;
  now: () => number;
}

/** User ids are 12 lower-case hex characters, as the e-mail callback makes them. */
const newUserId = () => randomBytes(6).toString('hex');

/**
 * Account linking. A linked provider account signs its user in. An unlinked one is never linked
 * silently to an account that has its address: anyone who controls a provider account with that
 * address (a recycled work address, a provider that vouched wrongly) would otherwise walk in. The
 * reader proves the inbox by e-mail first and then connects the provider while signed in.
 * Registering creates the user, its claims and the link; a provider that gives no address at all (X)
 * registers an account without one.
 */
const handleOf = (identity: ProviderIdentity) => (identity.username ? { handle: identity.username } : {});

export function createAccountLinking({ auth, identities, now }: AccountsDependencies) {
  /** `email`: the verified address, or none when the provider gives none (X): an account without one. */
  async function register(attempt: SignInIntent, identity: ProviderIdentity, email?: string) {
    const name = identity.name || identity.username || (email ? emailLocalPart(email) : 'Reader');
    const { user, created } = await auth.createUser({
      id: newUserId(),
      name,
      ...(email ? { email } : {}),
      usernameCandidates: [
        ...(identity.username ? usernameCandidates(identity.username, 1) : []),
        ...usernameCandidates(name),
      ],
      createdAt: now(),
    });
    // Someone registered that address a moment ago (another tab): same rule as any known address.
    if (!created && email) return suggestion(user.id, email);
    const link = await identities.linkIdentity({
      provider: attempt.provider,
      subject: identity.subject,
      userId: user.id,
      ...(email ? { email } : {}),
      ...handleOf(identity),
      createdAt: now(),
    });
    if (link.userId === user.id) return { kind: 'sign-in', user, created: true } as const;
    // The same provider account registered twice at once: the first link wins.
    const owner = await auth.findUserById(link.userId);
    return owner
      ? ({ kind: 'sign-in', user: owner, created: false } as const)
      : ({ kind: 'unrecognized' } as const);
  }

  const suggestion = (userId: string, email: string): AccountDecision => ({
    kind: 'suggestion',
    userId,
    redactedEmailAddress: obfuscateEmail(email),
  });

  async function connect(attempt: SignInIntent, identity: ProviderIdentity, signedInAs?: string) {
    if (!attempt.viewerId || signedInAs !== attempt.viewerId) return { kind: 'not-signed-in' } as const;
    const link = await identities.linkIdentity({
      provider: attempt.provider,
      subject: identity.subject,
      userId: attempt.viewerId,
      ...(identity.email ? { email: identity.email } : {}),
      ...handleOf(identity),
      createdAt: now(),
    });
    return link.userId === attempt.viewerId
      ? ({ kind: 'connected' } as const)
      : ({ kind: 'linked-elsewhere' } as const);
  }

  /** `signedInAs`: the user of the browser's live session, if any (connect needs it). */
  return async (
    attempt: SignInIntent,
    identity: ProviderIdentity,
    signedInAs: string | undefined,
  ): Promise<AccountDecision> => {
    if (attempt.operation === 'connect') return connect(attempt, identity, signedInAs);
    const link = await identities.findIdentity(attempt.provider, identity.subject);
    if (link) {
      // People rename themselves on X: the handle Folio shows is the one of this sign-in.
      if (identity.username && identity.username !== link.handle) {
        await identities.updateHandle(attempt.provider, identity.subject, identity.username);
      }
      const user = await auth.findUserById(link.userId);
      if (user) return { kind: 'sign-in', user, created: false };
    }
    if (!identity.email) {
      // No address at all (X): nothing to match, so nothing can be linked silently. Sign-up makes an
      // account without e-mail (spec 2 §4's verify-email toast is for such readers).
      return attempt.operation === 'login' ? { kind: 'unrecognized' } : register(attempt, identity);
    }
    if (!identity.emailVerified) return { kind: 'no-verified-email' };
    const owner = await auth.findUserByEmail(identity.email);
    if (owner) return suggestion(owner.id, identity.email);
    if (attempt.operation === 'login') return { kind: 'unrecognized' };
    return register(attempt, identity, identity.email);
  };
}

export type AccountLinking = ReturnType<typeof createAccountLinking>;
