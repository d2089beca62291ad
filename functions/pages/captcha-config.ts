import type { CaptchaConfig } from '#web/lib/site-config.ts';

/**
 * What the browser runs for sign-up, from the pages Lambda's environment (infra/function-config.ts):
 * only the public half of the captcha settings, the site key, ever reaches the pages.
 */
export function captchaFromEnvironment(env: Record<string, string | undefined>): CaptchaConfig {
  const kind = env.CAPTCHA_KIND || 'none';
  if (kind === 'none') return { kind };
  if (kind !== 'recaptcha-enterprise') {
    throw new Error(`CAPTCHA_KIND must be recaptcha-enterprise or none, got ${kind}`);
  }
  const siteKey = env.RECAPTCHA_SITE_KEY;
  if (!siteKey) throw new Error('CAPTCHA_KIND=recaptcha-enterprise needs RECAPTCHA_SITE_KEY');
  return { kind, siteKey };
}
