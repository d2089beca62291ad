/**
 * The captcha of sign-up by e-mail as the deployment, the browser and the auth resolver share it
 * (spec 2 §2 flag enable_recaptcha_enterprise, §4, §7 "a captcha script (enterprise or classic,
 * invisible) is run and its response token passed on").
 */

/** The operator's choice: CDK context `captcha`, the Lambdas' CAPTCHA_KIND (docs/deploy.md §5). */
export const captchaKinds = ['none', 'recaptcha-enterprise', 'recaptcha-classic', 'recaptcha-both'] as const;
export type CaptchaKind = (typeof captchaKinds)[number];

export const isCaptchaKind = (value: string): value is CaptchaKind =>
  (captchaKinds as readonly string[]).includes(value);

export const recaptchaFlavours = ['enterprise', 'classic'] as const;
export type RecaptchaFlavour = (typeof recaptchaFlavours)[number];

const isRecaptchaFlavour = (value: string): value is RecaptchaFlavour =>
  (recaptchaFlavours as readonly string[]).includes(value);

/** The reCAPTCHA flavours a kind configures. */
export const flavoursOf = (kind: CaptchaKind): RecaptchaFlavour[] =>
  recaptchaFlavours.filter((flavour) => kind === 'recaptcha-both' || kind === `recaptcha-${flavour}`);

/** The action the browser names when it runs reCAPTCHA for sign-up; the server expects exactly it. */
export const registerCaptchaAction = 'register';

/**
 * The flavour that runs: with both configured, flag enable_recaptcha_enterprise picks; with one, that
 * one whatever the flag says. The browser runs it and the server accepts nothing else.
 */
export function runningFlavour(
  configured: readonly RecaptchaFlavour[],
  enterpriseEnabled: boolean,
): RecaptchaFlavour | undefined {
  const wanted: RecaptchaFlavour = enterpriseEnabled ? 'enterprise' : 'classic';
  return configured.includes(wanted) ? wanted : configured[0];
}

/**
 * A reCAPTCHA answer as captchaValue carries it: the flavour the browser ran, a colon, Google's token
 * (whose alphabet has no colon). The schema's captchaValue stays the one argument (spec 2 §7).
 */
export const flavouredAnswer = (flavour: RecaptchaFlavour, token: string) => `${flavour}:${token}`;

export function readFlavouredAnswer(value: string): { flavour: RecaptchaFlavour; token: string } {
  const colon = value.indexOf(':');
  const flavour = value.slice(0, Math.max(colon, 0));
  if (isRecaptchaFlavour(flavour)) return { flavour, token: value.slice(colon + 1) };
  // A bare token is what browsers sent before the flavour was named: Enterprise was the only one.
  return { flavour: 'enterprise', token: value };
}
