import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import type {
  SendAcctAuthEmailResult,
  SendNewsletterSubscriptionAcctAuthEmailResult,
  VerifyLoginCodeResult,
} from '#graphql/generated/schema-types.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { registerCaptchaAction } from '#contract/captcha.ts';
import { ResultError } from '#shared/api/results.ts';
import type {
  SendAcctAuthEmailArguments,
  SendNewsletterSubscriptionAcctAuthEmailArguments,
  VerifyLoginCodeArguments,
} from './arguments.ts';
import type { AuthSettings, CaptchaVerifier, SecretSource } from '../core/ports.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { maxLoginCodeFailures, rateLimits, tooManyAttemptsMessage } from '../core/rate-limits.ts';
import { issueAccountToken } from '../core/account-token.ts';
import type { AuthRepository, NewAuthGrant } from '../core/auth-repository.ts';
import type { Caller } from '../core/caller.ts';
import { grantBinding } from '../core/sign-in-binding.ts';
import {
  callbackLink,
  codeLifetimeMinutes,
  linkLifetimeMinutes,
  signInEmail,
  type SignInEmailPurpose,
  type SubscriptionIntent,
} from './sign-in-email.ts';
import { generateLoginCode, loginCodeHash, randomToken, sameDigest, sha256Hex } from '../core/tokens.ts';

export const messages = {
  unknownEmail: 'No account uses this email address.',
  unknownNewsletter: 'There is no such newsletter.',
  failedChallenge: 'reCAPTCHA verification failed.',
  invalidCode: 'Invalid code.',
  tooManyAttempts: tooManyAttemptsMessage,
} as const;

type Failure<N extends string> = { __typename: N; message: string };

export interface EmailSignInServiceDependencies {
  repository: AuthRepository;
  secret: SecretSource;
  queue: QueueSender;
  captcha: CaptchaVerifier;
  settings: AuthSettings;
  now: () => number;
}

const minutesFrom = (now: number, minutes: number) => Math.floor(now / 1000) + minutes * 60;
const fail = <N extends string>(__typename: N, message: string): Failure<N> => ({ __typename, message });

/** The sign-in calls of the modal: send a link or code, verify a code, ask whether an address is free. */
export function createEmailSignInService(deps: EmailSignInServiceDependencies) {
  const { repository, now } = deps;

  /** The newsletter asked for: a writer's nobody subscribed to yet is made now (its id is the writer's). */
  async function newsletterAskedFor({
    newsletterV3Id,
    userId,
  }: SendNewsletterSubscriptionAcctAuthEmailArguments) {
    const existing = await repository.findNewsletterById(newsletterV3Id);
    if (existing || !userId || authorNewsletterId(userId) !== newsletterV3Id) return existing;
    return repository.findOrMakeWriterNewsletter(userId, now());
  }

  /**
   * What every sign-in e-mail passes first: the limits per IP and per address (one budget for both
   * mutations), then, unless the address must already have an account, the captcha.
   */
  async function refusal(
    args: { email: string; operation: 'login' | 'register'; captchaValue?: string | undefined },
    caller: Caller,
  ): Promise<Failure<'RateLimited' | 'FailedChallenge'> | undefined> {
    const refused = await firstRefusedLimit(
      repository,
      [
        { rule: rateLimits.sendEmailPerIp, key: caller.ip },
        { rule: rateLimits.sendEmailPerAddress, key: args.email },
      ],
      now(),
    );
    if (refused) return fail('RateLimited', refused.message);
    if (args.operation === 'register') {
      const human = await deps.captcha.verify(args.captchaValue, {
        ip: caller.ip,
        action: registerCaptchaAction,
      });
      if (!human) return fail('FailedChallenge', messages.failedChallenge);
    }
    return undefined;
  }

  /** A magic link (15 minutes) for `pending`, e-mailed. */
  async function sendLink(
    pending: Omit<NewAuthGrant, 'tokenHash' | 'kind' | 'createdAt' | 'expiresAt'> & { email: string },
    purpose: SignInEmailPurpose,
    intent?: SubscriptionIntent,
  ): Promise<void> {
    const token = randomToken();
    const createdAt = now();
    await repository.putGrant({
      ...pending,
      tokenHash: sha256Hex(token),
      kind: 'link',
      createdAt,
      expiresAt: minutesFrom(createdAt, linkLifetimeMinutes),
    });
    const operation = pending.operation ?? 'login';
    const link = callbackLink(deps.settings.authOrigin, token, operation, pending.redirect ?? '/');
    await deps.queue.send('email', [signInEmail(pending.email, purpose, { type: 'link', link }, intent)]);
  }

  return {
    async sendAcctAuthEmail(
      args: SendAcctAuthEmailArguments,
      caller: Caller,
    ): Promise<SendAcctAuthEmailResult> {
      const refused = await refusal(args, caller);
      if (refused) return refused;
      const hasAccount = await repository.isEmailClaimed(args.email);
      if (args.operation === 'login' && !hasAccount) return fail('NotFound', messages.unknownEmail);

      // Asking to create an account for an address that has one signs its owner in instead.
      const operation = hasAccount ? 'login' : args.operation;
      const purpose: SignInEmailPurpose =
        args.operation === 'register' && hasAccount ? 'existing-account' : args.operation;
      const pending = {
        email: args.email,
        operation,
        fullName: args.fullName,
        redirect: args.redirect,
        ...grantBinding(args.binding),
      };

      if (args.type === 'link') {
        await sendLink(pending, purpose);
      } else {
        const code = generateLoginCode();
        const createdAt = now();
        await repository.putLoginCode({
          ...pending,
          codeHash: loginCodeHash(await deps.secret(), args.email, code),
          failures: 0,
          createdAt,
          expiresAt: minutesFrom(createdAt, codeLifetimeMinutes),
        });
        await deps.queue.send('email', [signInEmail(args.email, purpose, { type: 'code', code })]);
      }
      return { __typename: 'SusiMethod', value: args.type };
    },

    /**
     * A signed-out visitor subscribes by e-mail (decision 159): the sign-in link, limited and
     * challenged as sendAcctAuthEmail's, whose grant names the newsletter; the callback subscribes
     * the account it signs in (sign-in.ts). Nothing is subscribed here. Always a link.
     */
    async sendNewsletterSubscriptionAcctAuthEmail(
      args: SendNewsletterSubscriptionAcctAuthEmailArguments,
      caller: Caller,
    ): Promise<SendNewsletterSubscriptionAcctAuthEmailResult> {
      const refused = await refusal(args, caller);
      if (refused) return refused;
      const newsletter = await newsletterAskedFor(args);
      if (!newsletter) return fail('NotFound', messages.unknownNewsletter);
      const hasAccount = await repository.isEmailClaimed(args.email);
      if (args.operation === 'login' && !hasAccount) return fail('NotFound', messages.unknownEmail);
      const operation = hasAccount ? 'login' : 'register';
      await sendLink(
        {
          email: args.email,
          operation,
          redirect: args.redirect,
          newsletterV3Id: newsletter.id,
          ...grantBinding(args.binding),
        },
        operation,
        { newsletterName: newsletter.name },
      );
      return { __typename: 'SusiMethod', value: 'link' };
    },

    /**
     * Checks a code. Every wrong guess counts against the code with one conditional write (the count
     * and the check of the limit together); the fifth kills it. The right code is spent by a delete
     * conditioned on fewer than five wrong guesses, and exchanged for a short-lived account token, which
     * the browser takes to the callback on the auth domain: under any concurrency, once a guess has
     * answered TooManyRequests no request is accepted.
     */
    async verifyLoginCode(args: VerifyLoginCodeArguments, caller: Caller): Promise<VerifyLoginCodeResult> {
      const at = now();
      const refused = await firstRefusedLimit(
        repository,
        [
          { rule: rateLimits.verifyCodePerIp, key: caller.ip },
          { rule: rateLimits.verifyCodePerAddress, key: args.email },
        ],
        at,
      );
      if (refused) return fail('RateLimited', refused.message);

      const live = await repository.findLoginCode(args.email);
      if (!live || live.expiresAt * 1000 <= at) return fail('NotFound', messages.invalidCode);
      if ((live.failures ?? 0) >= maxLoginCodeFailures)
        return fail('TooManyRequests', messages.tooManyAttempts);

      const given = loginCodeHash(await deps.secret(), args.email, args.loginCode);
      if (!sameDigest(given, live.codeHash)) {
        const failures = await repository.countLoginCodeFailure(
          args.email,
          live.codeHash,
          maxLoginCodeFailures,
        );
        if (failures === undefined) return fail('NotFound', messages.invalidCode);
        if (failures < maxLoginCodeFailures) return fail('NotFound', messages.invalidCode);
        await repository.deleteLoginCode(args.email, live.codeHash);
        return fail('TooManyRequests', messages.tooManyAttempts);
      }
      // One conditional write decides: only the request that deletes the code while it has fewer than
      // five wrong guesses gets a token (not a second right one, nor one racing the fifth wrong guess).
      if (!(await repository.spendLoginCode(args.email, live.codeHash, maxLoginCodeFailures, at))) {
        return fail('NotFound', messages.invalidCode);
      }
      return issueAccountToken(
        repository,
        {
          kind: 'code',
          email: args.email,
          operation: live.operation,
          fullName: live.fullName,
          redirect: live.redirect,
          // The account token signs in, without asking, the browser that asked for the code.
          ...(live.bindingHash ? { bindingHash: live.bindingHash } : {}),
        },
        at,
      );
    },

    /** True when no account uses the address. Throws RateLimited (a Boolean field has no union). */
    async emailAvailability(email: string, caller: Caller): Promise<boolean> {
      const refused = await firstRefusedLimit(
        repository,
        [
          { rule: rateLimits.emailAvailabilityPerIp, key: caller.ip },
          { rule: rateLimits.emailAvailabilityPerAddress, key: email },
        ],
        now(),
      );
      if (refused) throw new ResultError('RateLimited', refused.message);
      return !(await repository.isEmailClaimed(email));
    },
  };
}

export type EmailSignInService = ReturnType<typeof createEmailSignInService>;
