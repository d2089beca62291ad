import type { Reindexer } from '#shared/queues/search-index-message.ts';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { authPaths } from '#contract/auth-paths.ts';
import type { EmailChangeRepository } from './email-change-repository.ts';
import { page, redirect, type HttpResult } from '../core/http-responses.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { rateLimits } from '../core/rate-limits.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import { sha256Hex } from '../core/tokens.ts';

/** Where a confirmed address lands: the e-mail section of the settings, saying it worked. */
export const emailVerifiedTarget = '/me/settings?email-verified=1#email';

export type ConfirmOutcome = 'verified' | 'expired' | 'superseded' | 'taken' | 'rate-limited' | 'incomplete';

const settings = { href: '/me/settings#email', label: 'Go to your email settings' };
const askAgain = 'You can ask for a new one in your settings.';

/** The readable page of each outcome but success, which redirects. */
const pages: Record<Exclude<ConfirmOutcome, 'verified'>, () => HttpResult> = {
  'rate-limited': () =>
    page(429, 'Too many attempts', rateLimits.confirmEmailPerIp.message, {
      link: { href: '/', label: 'Go to the home page' },
    }),
  incomplete: () =>
    page(
      400,
      'This confirmation link is incomplete',
      `Part of the link is missing or damaged. Copy the whole link from the email. ${askAgain}`,
      { link: settings },
    ),
  expired: () =>
    page(
      410,
      'This confirmation link has expired',
      `A link to confirm an email address works once, for 24 hours. ${askAgain}`,
      { link: settings },
    ),
  superseded: () =>
    page(
      409,
      'This link is for an address you replaced',
      'You asked to use another email address after this link was sent. Use the link in the newest email instead.',
      { link: settings },
    ),
  taken: () =>
    page(409, 'This email address is taken', 'That email is already used by another account.', {
      link: settings,
    }),
};

const keyPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /m/account/confirm/{key}: follows the link that confirms a new e-mail address. The key is spent
 * (verify-email grants only: a sign-in token does nothing here), then the account's `email` claim
 * moves to the new address in one transaction. Like the sign-in callback it is a GET, so a mail
 * scanner opening the link confirms the address — which only proves again that mail reaches it.
 */
export function createAccountConfirm(deps: {
  repository: AuthRepository;
  emails: EmailChangeRepository;
  /** A verified address makes its person "high quality" in search (decision 256). */
  reindex: Reindexer;
  now: () => number;
}) {
  const { repository, emails, reindex, now } = deps;

  async function confirm(key: string, ip: string): Promise<ConfirmOutcome> {
    if (!keyPattern.test(key)) return 'incomplete';
    if (await firstRefusedLimit(repository, [{ rule: rateLimits.confirmEmailPerIp, key: ip }], now()))
      return 'rate-limited';
    const consumed = await repository.consumeGrant(sha256Hex(key), now(), ['verify-email']);
    if ('refused' in consumed) return 'expired';
    const { grant } = consumed;
    const user = grant.userId ? await repository.findUserById(grant.userId) : undefined;
    if (!user || !grant.email) return 'expired';
    // Already the account's address (confirmed another way meanwhile): nothing left to do.
    if (user.email === grant.email) return 'verified';
    if (user.unverifiedEmail !== grant.email) return 'superseded';
    const outcome = await emails.confirmEmail(user, grant.email);
    if (outcome !== 'changed') return outcome;
    await reindex([{ kind: 'user', id: user.id }]);
    return 'verified';
  }

  return {
    handles: (path: string) => path.startsWith(authPaths.accountConfirmPrefix),
    async handle(event: APIGatewayProxyEventV2, request: { ip: string }): Promise<HttpResult> {
      const outcome = await confirm(event.rawPath.slice(authPaths.accountConfirmPrefix.length), request.ip);
      return outcome === 'verified' ? redirect(emailVerifiedTarget) : pages[outcome]();
    },
  };
}
