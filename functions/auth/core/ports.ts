import type { FolioData } from '../../shared/data.ts';
import type { FlagStore } from '../../shared/flag-store.ts';
import type { QueueSender } from '../../shared/queue-sender.ts';
import type { OidcSettings } from '../oidc/settings.ts';
import type { GoogleOneTapSettings } from '../one-tap/settings.ts';

/**
 * The collaborators of the auth domain, injected by its three entries (resolvers, authorizer, HTTP).
 * AWS entries build them from the environment; the local runtime and the tests pass their own.
 */

/** The key that signs session tokens and peppers login codes. Secrets Manager in AWS; a file locally. */
export type SecretSource = () => Promise<string>;

/**
 * Checks a captcha answer the browser obtained: reCAPTCHA (Enterprise or classic) in AWS, a development
 * verifier locally.
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
  /** Social sign-in's providers (auth-http only); none configured when absent. */
  oidc?: OidcSettings;
}

export interface AuthResolverDependencies extends AuthDependencies {
  /** Sign-in e-mails go to the email queue (the mail consumer sends them). */
  queue: QueueSender;
  captcha: CaptchaVerifier;
  /**
   * The Lambda's one flag store (30 s cache): VariantFlagsQuery answers from it, and the captcha reads
   * enable_recaptcha_enterprise through the same one.
   */
  flags: FlagStore;
  /** Google one-tap's client (Mutation.googleOneTap); one-tap is off when absent. */
  googleOneTap?: GoogleOneTapSettings;
}
