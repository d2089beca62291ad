import { sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { createDomainHandler, lazyHandler } from '#shared/api/domain-handler.ts';
import { createFlagStore, type FlagStore } from '#shared/data/flag-store.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { sqsQueueSender, type QueueSender } from '#shared/queues/queue-sender.ts';
import type { FieldResolver, ResolverHandler } from '#shared/api/resolver-router.ts';
import { captchaFromEnv } from './captcha/environment.ts';
import { createAuthRepository } from './core/auth-repository.ts';
import { reindexingNewAccounts } from './core/findable-accounts.ts';
import { reindexSender } from '#shared/queues/search-index-message.ts';
import { authDependenciesFromEnv } from './core/environment.ts';
import { createIdentityRepository } from './core/identity/identity-repository.ts';
import type { AuthDependencies, CaptchaVerifier } from './core/ports.ts';
import { createEmailSignInFields } from './email-sign-in/fields.ts';
import { createEmailSignInService, type EmailSignInService } from './email-sign-in/service.ts';
import { createOneTapFields } from './one-tap/fields.ts';
import { createGoogleOneTap, type GoogleOneTap } from './one-tap/service.ts';
import { googleOneTapSettingsFromEnv, type GoogleOneTapSettings } from './one-tap/settings.ts';
import { createPasswordAttempts } from './password/attempts.ts';
import { createCredentialRepository } from './password/credential-repository.ts';
import { createPasswordFields } from './password/fields.ts';
import { createPasswordService, type PasswordService } from './password/service.ts';
import { createPlatformFields } from './platform/fields.ts';
import { createConnections } from './security/connections.ts';
import { createEmailChange } from './security/email-change.ts';
import { createEmailChangeRepository } from './security/email-change-repository.ts';
import { createSecurityFields, type SecurityServices } from './security/fields.ts';
import { createIntegrationTokenRepository } from './security/integration-token-repository.ts';
import { createSessionsAndTokens } from './security/sessions-and-tokens.ts';

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

export interface AuthHandlerOptions {
  logger?: ReturnType<typeof createLogger>;
}

/** What the auth resolvers' fields call: each capability's service. */
export interface AuthServices {
  emailSignIn: EmailSignInService;
  password: PasswordService;
  security: SecurityServices;
  googleOneTap: GoogleOneTap;
  flags: FlagStore;
}

/**
 * Every field the auth Lambda serves (graphql/resolver-manifest.ts): the sign-in calls, password and
 * Security settings, Google one-tap, the visitor and the flags. `services` is read when a field is
 * resolved, never before.
 */
export const createAuthFields = (services: AuthServices): Record<string, FieldResolver> => ({
  ...createEmailSignInFields(services.emailSignIn),
  ...createPasswordFields(services.password),
  ...createSecurityFields(services.security),
  ...createOneTapFields(services.googleOneTap),
  ...createPlatformFields({ flags: services.flags }),
});

/** The auth resolvers' Lambda over any collaborators: the AWS entry, the local AppSync and the tests build it here. */
export function createHandler(
  deps: AuthResolverDependencies,
  options: AuthHandlerOptions = {},
): ResolverHandler {
  const { data, queue, settings } = deps;
  const now = deps.now ?? Date.now;
  const logger = options.logger ?? createLogger('auth');
  const repository = reindexingNewAccounts(createAuthRepository(data), reindexSender(queue, logger));
  const credentials = createCredentialRepository(data);
  const fields = createAuthFields({
    emailSignIn: createEmailSignInService({
      repository,
      secret: deps.secret,
      queue,
      captcha: deps.captcha,
      settings,
      now,
    }),
    password: createPasswordService({
      repository,
      credentials,
      attempts: createPasswordAttempts({ credentials, now }),
      now,
    }),
    security: {
      sessionsAndTokens: createSessionsAndTokens({
        repository,
        tokens: createIntegrationTokenRepository(data),
        now,
      }),
      connections: createConnections({ repository, identities: createIdentityRepository(data) }),
      emailChange: createEmailChange({
        repository,
        emails: createEmailChangeRepository(data),
        queue,
        settings,
        now,
      }),
    },
    googleOneTap: createGoogleOneTap({ data, repository, settings: deps.googleOneTap, now, logger }),
    flags: deps.flags,
  });
  return createDomainHandler('auth', { fields }, logger);
}

/**
 * The resolvers' collaborators in AWS: the auth ones (core/environment.ts), the email queue
 * (QUEUE_URL_EMAIL), the captcha of CAPTCHA_KIND (captcha/environment.ts) and, when Google sign-in is
 * configured, OIDC_GOOGLE_CLIENT_ID for Google one-tap.
 */
export async function authResolverDependenciesFromEnv(): Promise<AuthResolverDependencies> {
  const base = await authDependenciesFromEnv();
  const flags = createFlagStore(base.data);
  return {
    ...base,
    queue: sqsQueueSender(sqsClientFromEnv()),
    flags,
    captcha: captchaFromEnv(flags),
    googleOneTap: googleOneTapSettingsFromEnv(process.env),
  };
}

/** The AWS entry, built on first use (the auth origin may come from SSM): importing needs no environment. */
export const handler: ResolverHandler = lazyHandler('auth', async () =>
  createHandler(await authResolverDependenciesFromEnv()),
);
