import { captchaKinds, flavoursOf, isCaptchaKind, type RecaptchaFlavour } from '#contract/captcha.ts';
import type { FlagStore } from '#shared/data/flag-store.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import type { CaptchaVerifier } from '../core/ports.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';
import { recaptchaFlavoursVerifier } from './flavours.ts';
import { openCaptchaVerifier, recaptchaClassicVerifier, recaptchaEnterpriseVerifier } from './verifiers.ts';

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
