import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { EmailChangeRepository } from './email-change-repository.ts';
import type { AuthSettings } from '../core/ports.ts';
import { firstRefusedLimit, type RateLimitHit } from '#shared/data/rate-limit.ts';
import { rateLimits } from '../core/rate-limits.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import { randomToken, sha256Hex } from '../core/tokens.ts';
import { confirmLink, verificationEmail, verificationLinkLifetimeHours } from './verification-email.ts';
import { signedIn, unauthorized, withSession } from '../core/viewer-guard.ts';

export const emailMessages = {
  nothingToVerify: 'There is no new email address to verify.',
  alreadyYours: 'That is already your email address.',
  taken: 'That email is already used by another account.',
} as const;

export type EmailUpdateResult =
  GraphqlUser | ResultValue<'BadRequest' | 'AlreadyExists' | 'Unauthorized' | 'RateLimited'>;

export interface EmailChangeDependencies {
  repository: AuthRepository;
  emails: EmailChangeRepository;
  queue: QueueSender;
  settings: AuthSettings;
  now: () => number;
}

/**
 * A new e-mail address for an account: asked for (requestEmailChange, which sets `unverifiedEmail`),
 * sent a link (a 'verify-email' grant, 24 h, single use), and made the account's address when the
 * link is followed (/m/account/confirm/{key}: account-confirm.ts). `email` never changes before the
 * new inbox is proved.
 */
export function createEmailChange(deps: EmailChangeDependencies) {
  const { repository, emails, now } = deps;

  const limited = async (hits: RateLimitHit[]) => {
    const rule = await firstRefusedLimit(repository, hits, now());
    return rule ? ({ __typename: 'RateLimited', message: rule.message } as const) : undefined;
  };

  /** A verify-email grant for `email`, and the e-mail carrying its link to that address. */
  async function sendLink(userId: string, email: string) {
    const key = randomToken();
    const at = now();
    await repository.putGrant({
      tokenHash: sha256Hex(key),
      kind: 'verify-email',
      email,
      userId,
      createdAt: at,
      expiresAt: Math.floor(at / 1000) + verificationLinkLifetimeHours * 3600,
    });
    await deps.queue.send('email', [verificationEmail(email, confirmLink(deps.settings.authOrigin, key))]);
  }

  return {
    /** Sends (again) the link for the viewer's unverified address; BadRequest when there is none. */
    async sendVerificationEmail(viewer: Viewer): Promise<EmailUpdateResult> {
      const guard = signedIn(viewer);
      if (guard.refusal) return guard.refusal;
      const user = await repository.findUserById(guard.userId);
      if (!user) return unauthorized();
      if (!user.unverifiedEmail) return { __typename: 'BadRequest', message: emailMessages.nothingToVerify };
      const refused = await limited([
        { rule: rateLimits.verificationEmailPerUser, key: user.id },
        { rule: rateLimits.verificationEmailPerAddress, key: user.unverifiedEmail },
      ]);
      if (refused) return refused;
      await sendLink(user.id, user.unverifiedEmail);
      return toGraphqlUser(user, true);
    },

    /** Asks to use `email` (validated, normalised): notes it as unverified and sends it the link. */
    async requestEmailChange(email: string, viewer: Viewer): Promise<EmailUpdateResult> {
      const guard = withSession(viewer);
      if (guard.refusal) return guard.refusal;
      const refused = await limited([
        { rule: rateLimits.verificationEmailPerUser, key: guard.userId },
        { rule: rateLimits.verificationEmailPerAddress, key: email },
      ]);
      if (refused) return refused;
      const user = await repository.findUserById(guard.userId);
      if (!user) return unauthorized();
      if (user.email === email) return { __typename: 'BadRequest', message: emailMessages.alreadyYours };
      if (await repository.isEmailClaimed(email))
        return { __typename: 'AlreadyExists', message: emailMessages.taken };
      await emails.setUnverifiedEmail(user.id, email);
      await sendLink(user.id, email);
      return toGraphqlUser({ ...user, unverifiedEmail: email }, true);
    },
  };
}

export type EmailChange = ReturnType<typeof createEmailChange>;
