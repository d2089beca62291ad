import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { emailLocalPart } from '#contract/email-address.ts';
import { sessionCookieName } from '#contract/edge-headers.ts';
import { authOperations } from '#shared/data/entities/auth-grant.ts';
import type { createLogger } from '#shared/observability/observability.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { usernameCandidates } from '#contract/username.ts';
import { readCookie, sessionCookies } from '../core/cookies.ts';
import type { SignInDestination } from '../core/ports.ts';
import { expiredLinkTarget, redirect, type HttpResult } from '../core/http-responses.ts';
import { rateLimits } from '../core/rate-limits.ts';
import type { AuthGrantItem, AuthRepository, SessionItem, UserItem } from '../core/auth-repository.ts';
import type { Sessions } from '../core/sessions.ts';
import { sha256Hex } from '../core/tokens.ts';

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

/** Whom a grant not spent yet would sign in: an account (`userId`), or one it would create. */
export interface GrantAccount {
  userId: string | undefined;
  name: string;
  email: string | undefined;
}
export type Inspection =
  { kind: 'spendable'; grant: AuthGrantItem; account: GrantAccount } | { kind: 'expired' };

/** How the session was opened (the session's `method`): the grant's kind, links and codes being e-mail. */
export type SignInMethod = 'email' | 'password' | 'google';
const methodOf = (kind: string): SignInMethod => (kind === 'password' || kind === 'google' ? kind : 'email');

const signedInMessages: Record<SignInMethod, string> = {
  email: 'Signed in by e-mail',
  password: 'Signed in with a password',
  google: 'Signed in with Google one-tap',
};

export interface EmailSignInDependencies {
  repository: AuthRepository;
  sessions: Sessions;
  /** Where the browser goes next: the target, or a hand-off of the session to the target's host. */
  destination: SignInDestination;
  now: () => number;
  logger: Pick<ReturnType<typeof createLogger>, 'info'>;
}

/** User ids are 12 lower-case hex characters, as everywhere else (ElectroDB lower-cases keys). */
const newUserId = () => randomBytes(6).toString('hex');

/**
 * The end of every e-mail and password sign-in (magic link, or the account token a verified code, a
 * right password or a Google one-tap credential was exchanged for): a sign-in grant, looked at first
 * (`inspect`: whom it signs in, without spending it), then spent (`finish`), which finds the account
 * — or creates it: whoever holds an e-mail grant has proved they read that inbox; a password or google
 * grant names its account — subscribes it to the newsletter a subscription link names, opens a session (method 'email', 'password' or 'google'), ends the one the
 * browser had, and sends the browser on. Verify-email keys are refused (the repository's kinds). Used
 * by the callback (a GET, callback-route.ts) and by the confirmation's POST (confirm-route.ts).
 */
export function createEmailSignIn({
  repository,
  sessions,
  destination,
  now,
  logger,
}: EmailSignInDependencies) {
  /**
   * The account a grant names (password, google) or whose address it proves (e-mail), with the name
   * it goes by; no `user` when the address has none yet, so signing in would create it. Undefined when
   * there is none to be had: a named account deleted in the grant's five minutes.
   */
  async function accountOf(
    grant: AuthGrantItem,
  ): Promise<{ user: UserItem | undefined; name: string; email: string | undefined } | undefined> {
    if (grant.userId) {
      const user = await repository.findUserById(grant.userId);
      return user && { user, name: user.name, email: user.email };
    }
    if (!grant.email) return undefined;
    const user = await repository.findUserByEmail(grant.email);
    return { user, name: user?.name ?? (grant.fullName || emailLocalPart(grant.email)), email: grant.email };
  }

  /** Whoever holds an e-mail grant has proved they read that inbox: its account, made if need be. */
  async function signedInAccount(
    grant: AuthGrantItem,
  ): Promise<{ user: UserItem; created: boolean } | undefined> {
    const account = await accountOf(grant);
    if (!account) return undefined;
    if (account.user) return { user: account.user, created: false };
    if (!account.email) return undefined;
    return repository.createUser({
      id: newUserId(),
      name: account.name,
      email: account.email,
      usernameCandidates: usernameCandidates(account.name),
      createdAt: now(),
    });
  }

  /**
   * The subscription a newsletter's link asks for (decision 159), consent recorded now: the reader
   * agreed in the form and again by opening the link. Never to one's own newsletter.
   */
  async function subscribeByLink(newsletterId: string, userId: string) {
    const newsletter = await repository.findNewsletterById(newsletterId, true);
    if (!newsletter) return 'newsletter-missing';
    if (newsletter.type === 'AUTHOR' && newsletter.ownerId === userId) return 'own-newsletter';
    const at = now();
    return repository.subscribeToNewsletter({
      subscriberId: userId,
      newsletterId,
      newsletterType: newsletter.type,
      subscribedAt: at,
      consentRecordedAt: at,
    });
  }

  const previousSession = (event: APIGatewayProxyEventV2): Promise<SessionItem | undefined> =>
    sessions.resolve(readCookie(event.cookies, event.headers.cookie, sessionCookieName));

  return {
    /** The session the browser has (its cookie), if any. */
    previousSession,

    /** The callbacks' limit per IP: their token is 256 random bits, the address unknown until spent. */
    async refusal(request: CallbackRequest): Promise<string | undefined> {
      const refused = await firstRefusedLimit(
        repository,
        [{ rule: rateLimits.callbackPerIp, key: request.ip }],
        now(),
      );
      return refused?.message;
    },

    /** The grant and whom it would sign in, if it could be spent now; nothing is written. */
    async inspect(token: string): Promise<Inspection> {
      const grant = await repository.findSpendableGrant(sha256Hex(token), now());
      const account = grant && (await accountOf(grant));
      if (!grant || !account) return { kind: 'expired' };
      const { user, name, email } = account;
      return { kind: 'spendable', grant, account: { userId: user?.id, name, email } };
    },

    /**
     * Spends the grant and signs the browser in: its session cookies and a redirect (`status`: 302 after
     * the GET, 303 after the POST) to the destination. The browser's `previous` session (as read by
     * previousSession) ends: signing in while signed in, as someone else or again, replaces it. A grant
     * used, expired or unknown by now leads to the sign-in page's expired-link screen; nothing is set.
     */
    async finish(
      event: APIGatewayProxyEventV2,
      query: CallbackQuery,
      sign: { request: CallbackRequest; previous: SessionItem | undefined; status?: 302 | 303 },
    ): Promise<HttpResult> {
      const expired = redirect(expiredLinkTarget(query.operation));
      const consumed = await repository.consumeGrant(sha256Hex(query.token), now());
      if ('refused' in consumed) return expired;
      const { grant } = consumed;
      const account = await signedInAccount(grant);
      if (!account) return expired;
      const { user, created } = account;
      const method = methodOf(grant.kind);
      const { request, previous } = sign;
      const session = await sessions.open(user.id, { method, userAgent: request.userAgent, ip: request.ip });
      if (previous) await sessions.close(previous);
      logger.info(signedInMessages[method], { userId: user.id, created });
      // A link or code e-mailed to the address was used: mail reaches it again (decision 188).
      if (method === 'email' && grant.email) await repository.liftBounceSuppression(grant.email);
      if (grant.newsletterV3Id) {
        const outcome = await subscribeByLink(grant.newsletterV3Id, user.id);
        logger.info('Subscribed by e-mail link', {
          userId: user.id,
          newsletterId: grant.newsletterV3Id,
          outcome,
        });
      }
      // A subscription's link lands on the page that confirms it (its toast, the upsell): onboarding
      // would stand between the reader and what they asked for (decision 274).
      const onboards = created && !grant.newsletterV3Id;
      const target = await destination(query.state ?? grant.redirect, user.id, onboards);
      const cookies = sessionCookies(session.token, session.xsrf, event.headers.host);
      return redirect(target, cookies, sign.status ?? 302);
    },
  };
}

export type EmailSignIn = ReturnType<typeof createEmailSignIn>;
