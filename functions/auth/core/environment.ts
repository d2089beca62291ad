import { authOriginFromEnvironment, type ParameterReader } from '../../shared/auth-origin.ts';
import { dataFromEnv, sqsClientFromEnv } from '../../shared/clients.ts';
import { requireEnv } from '../../shared/require-env.ts';
import { sqsQueueSender } from '../../shared/queue-sender.ts';
import { captchaKinds, flavoursOf, isCaptchaKind, type RecaptchaFlavour } from '../../shared/captcha.ts';
import { createFlagStore, type FlagStore } from '../../shared/flag-store.ts';
import {
  openCaptchaVerifier,
  recaptchaClassicVerifier,
  recaptchaEnterpriseVerifier,
} from '../captcha/verifiers.ts';
import { recaptchaFlavoursVerifier } from '../captcha/flavours.ts';
import { googleOneTapSettingsFromEnv } from '../one-tap/settings.ts';
import type { AuthDependencies, AuthResolverDependencies, CaptchaVerifier } from './ports.ts';
import { secretsManagerSecret } from './secret.ts';

/**
 * The auth Lambdas' collaborators from their environment (set by the CDK stacks): TABLE_NAME,
 * SESSION_SECRET_ARN; AUTH_ORIGIN or AUTH_ORIGIN_PARAMETER (all but the authorizer); the resolvers
 * also QUEUE_URL_EMAIL and CAPTCHA_KIND (see captchaFromEnv), and OIDC_GOOGLE_CLIENT_ID for Google
 * one-tap when Google sign-in is configured.
 */
const dependencies = (authOrigin: string): AuthDependencies => ({
  data: dataFromEnv(),
  secret: secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
  settings: { authOrigin },
});

/** SSM is read only when the origin comes from a parameter, so the client loads only then. */
const readParameter: ParameterReader = async (name) =>
  (await import('../../shared/ssm-parameter.ts')).ssmParameterReader()(name);

/** auth-http and the resolvers build links and check redirects: they need the auth origin. */
export async function authDependenciesFromEnv(): Promise<AuthDependencies> {
  return dependencies(await authOriginFromEnvironment(process.env, readParameter)());
}

/** The authorizer builds no links: TABLE_NAME and SESSION_SECRET_ARN are all it needs. */
export const authorizerDependenciesFromEnv = () => dependencies('');

/** Each reCAPTCHA flavour's verifier from its variables (the secrets are read on first use). */
const recaptchaFromEnv: Record<RecaptchaFlavour, () => CaptchaVerifier> = {
  enterprise: () =>
    recaptchaEnterpriseVerifier({
      projectId: requireEnv('RECAPTCHA_PROJECT_ID'),
      siteKey: requireEnv('RECAPTCHA_SITE_KEY'),
      apiKey: secretsManagerSecret(requireEnv('RECAPTCHA_API_KEY_SECRET_ARN')),
    }),
  classic: () =>
    recaptchaClassicVerifier({ secret: secretsManagerSecret(requireEnv('RECAPTCHA_CLASSIC_SECRET_ARN')) }),
};

/**
 * The captcha verifier of CAPTCHA_KIND: 'none'; or the reCAPTCHA flavours it names — Enterprise with
 * RECAPTCHA_PROJECT_ID, RECAPTCHA_SITE_KEY and RECAPTCHA_API_KEY_SECRET_ARN, classic with
 * RECAPTCHA_CLASSIC_SECRET_ARN — where flag enable_recaptcha_enterprise picks when both are there.
 */
export function captchaFromEnv(flags: Pick<FlagStore, 'all'>): CaptchaVerifier {
  const kind = requireEnv('CAPTCHA_KIND');
  if (!isCaptchaKind(kind)) {
    throw new Error(`CAPTCHA_KIND must be one of ${captchaKinds.join(', ')}, not ${kind}`);
  }
  if (kind === 'none') return openCaptchaVerifier;
  return recaptchaFlavoursVerifier({
    verifiers: Object.fromEntries(flavoursOf(kind).map((flavour) => [flavour, recaptchaFromEnv[flavour]()])),
    enterpriseEnabled: async () => (await flags.all()).enable_recaptcha_enterprise === true,
  });
}

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
