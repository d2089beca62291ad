import { captchaKinds, flavoursOf, isCaptchaKind, type RecaptchaFlavour } from '#contract/captcha.ts';
import type { CaptchaConfig } from '#web/lib/site-config.ts';

/** Where each reCAPTCHA flavour's site key is (infra/function-config.ts sets them). */
const recaptchaSiteKeyVariables: Record<RecaptchaFlavour, string> = {
  enterprise: 'RECAPTCHA_SITE_KEY',
  classic: 'RECAPTCHA_CLASSIC_SITE_KEY',
};

/**
 * What the browser runs for sign-up, from the pages Lambda's environment: only the public half of the
 * captcha settings, the configured flavours' site keys, ever reaches the pages. Which flavour runs is
 * the browser's to pick with flag enable_recaptcha_enterprise (web/src/features/auth/captcha.ts).
 */
export function captchaFromEnvironment(env: Record<string, string | undefined>): CaptchaConfig {
  const kind = env.CAPTCHA_KIND || 'none';
  if (!isCaptchaKind(kind)) {
    throw new Error(`CAPTCHA_KIND must be one of ${captchaKinds.join(', ')}, got ${kind}`);
  }
  if (kind === 'none') return { kind };
  const siteKeys: Partial<Record<RecaptchaFlavour, string>> = {};
  for (const flavour of flavoursOf(kind)) {
    const variable = recaptchaSiteKeyVariables[flavour];
    const siteKey = env[variable];
    if (!siteKey) throw new Error(`CAPTCHA_KIND=${kind} needs ${variable}`);
    siteKeys[flavour] = siteKey;
  }
  return { kind: 'recaptcha', siteKeys };
}
