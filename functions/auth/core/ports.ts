import type { Logger } from '@aws-lambda-powertools/logger';
import type { FolioData } from '#shared/data/data.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';

/**
 * The collaborators of the auth domain, injected by its entries (resolvers, authorizer, auth-http,
 * auth-form-post). AWS entries build them from the environment; the local runtime and the tests pass
 * their own. What only one entry needs is added there: the resolvers' queue, captcha, flags and
 * one-tap (handler.ts), the HTTP entries' social sign-in providers (oidc/settings.ts).
 */

/** The key that signs session tokens and peppers login codes. Secrets Manager in AWS; a file locally. */
export type { SecretSource };

/**
 * Checks a captcha answer the browser obtained: reCAPTCHA (Enterprise or classic) in AWS, a development
 * verifier locally (captcha/).
 */
export interface CaptchaVerifier {
  verify(token: string | undefined, context: { ip: string; action: string }): Promise<boolean>;
}

export interface AuthSettings {
  /** The auth domain's origin, e.g. https://folio.example or http://localhost:3000: magic links point here. */
  authOrigin: string;
}

export interface AuthDependencies {
  data: FolioData;
  secret: SecretSource;
  settings: AuthSettings;
  /** Epoch ms; tests move time. */
  now?: () => number;
}

/** The logger methods the sign-ins use (Powertools' Logger; tests pass a recording one). */
export type AuthLogger = Pick<Logger, 'info' | 'warn'>;

/**
 * Where a browser goes once a sign-in on the auth domain has opened `userId`'s session there, given
 * the target it asked for (`state`): that target when it is the auth domain's (after the topics'
 * onboarding for an account just made), or a hand-off to another host of Folio's (handoff/destination.ts). The entries pass it to every sign-in's ending.
 */
export type SignInDestination = (
  state: string | undefined,
  userId: string,
  /** The sign-in made the account: the reader is onboarded first (decision 274). */
  created: boolean,
) => Promise<string>;
