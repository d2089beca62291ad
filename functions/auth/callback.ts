import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { emailLocalPart } from '../shared/email-address.ts';
import { authOperations } from '../shared/entities/auth-grant.ts';
import { usernameCandidates } from '../shared/username.ts';
import { firstRefusedLimit } from '../shared/rate-limit.ts';
import type { SignInDestination } from './handoff/destination.ts';
import { rateLimits } from './rate-limits.ts';
import type { AuthRepository, UserItem } from './repository.ts';
import type { OpenedSession, Sessions } from './sessions.ts';
import { sha256Hex } from './tokens.ts';

/** The callback's query: the grant token (32 random bytes, base64url), the operation, the target. */
export const callbackQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  operation: z.enum(authOperations),
  state: z.string().max(4096).optional(),
});
export type CallbackQuery = z.output<typeof callbackQuery>;

export interface CallbackRequest {
  ip: string;
  userAgent: string;
}

export type CallbackOutcome =
  | {
      kind: 'signed-in';
      session: OpenedSession;
      target: string;
      user: UserItem;
      created: boolean;
      method: SignInMethod;
    }
  | { kind: 'expired' }
  | { kind: 'rate-limited'; message: string };

/** How the session was opened (the session's `method`): the grant's kind, links and codes being e-mail. */
export type SignInMethod = 'email' | 'password' | 'google';
const methodOf = (kind: string): SignInMethod => (kind === 'password' || kind === 'google' ? kind : 'email');

export interface CallbackDependencies {
  repository: AuthRepository;
  sessions: Sessions;
  /** Where the browser goes next: the target, or a hand-off of the session to the target's host. */
  destination: SignInDestination;
  now: () => number;
}

/** User ids are 12 lower-case hex characters, as everywhere else (ElectroDB lower-cases keys). */
const newUserId = () => randomBytes(6).toString('hex');

/**
 * Spends a sign-in grant and opens a session: the end of every e-mail and password sign-in (magic
 * link, or the account token a verified code, a right password or a Google one-tap credential was
 * exchanged for). An e-mail grant finds the account by its address, or creates it when there is none —
 * whoever holds the grant has proved they read that inbox; a password or google grant names its
 * account. The session's method says which ('email', 'password' or 'google'). Verify-email keys are
 * refused here (consumeGrant's kinds).
 */
export function createEmailCallback({ repository, sessions, destination, now }: CallbackDependencies) {
  async function accountFor(
    email: string,
    fullName: string | undefined,
  ): Promise<{ user: UserItem; created: boolean }> {
    const existing = await repository.findUserByEmail(email);
    if (existing) return { user: existing, created: false };
    const name = fullName || emailLocalPart(email);
    return repository.createUser({
      id: newUserId(),
      name,
      email,
      usernameCandidates: usernameCandidates(fullName || emailLocalPart(email)),
      createdAt: now(),
    });
  }

  return async (query: CallbackQuery, request: CallbackRequest): Promise<CallbackOutcome> => {
    const refused = await firstRefusedLimit(
      repository,
      [{ rule: rateLimits.callbackPerIp, key: request.ip }],
      now(),
    );
    if (refused) return { kind: 'rate-limited', message: refused.message };
    const consumed = await repository.consumeGrant(sha256Hex(query.token), now());
    if ('refused' in consumed) return { kind: 'expired' };
    const { grant } = consumed;
    // A password or google grant names its account; it may have been deleted in its five minutes.
    const account = grant.userId
      ? await repository.findUserById(grant.userId).then((user) => user && { user, created: false })
      : grant.email && (await accountFor(grant.email, grant.fullName));
    if (!account) return { kind: 'expired' };
    const { user, created } = account;
    const method = methodOf(grant.kind);
    const session = await sessions.open(user.id, {
      method,
      userAgent: request.userAgent,
      ip: request.ip,
    });
    return {
      kind: 'signed-in',
      session,
      target: await destination(query.state ?? grant.redirect, user.id),
      user,
      created,
      method,
    };
  };
}
