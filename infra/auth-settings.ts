/** The captcha that guards sign-up by e-mail (spec 2 §4), chosen with CDK context `captcha`. */
export type CaptchaSettings =
  | { kind: 'none' }
  | {
      kind: 'recaptcha-enterprise';
      /** The Google Cloud project that owns the reCAPTCHA Enterprise key. */
      projectId: string;
      /** Public: the browser runs reCAPTCHA with it. */
      siteKey: string;
      /** Complete ARN of a Secrets Manager secret holding the Google API key that creates assessments. */
      apiKeySecretArn: string;
    };

/**
 * Where sign-in happens. With a custom domain it is known at synth; without one it is the
 * distribution's own domain, which exists only once the web stack is deployed — after the API stack
 * whose auth Lambda builds the links. The web stack then writes it to an SSM parameter of a fixed name
 * that the Lambdas read at cold start (docs/decisions.md §26).
 */
export type AuthOriginSource =
  { kind: 'fixed'; origin: string } | { kind: 'parameter'; parameterName: string };

type Context = (key: string) => string | undefined;

const secretArnPattern = /^arn:aws[\w-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+-[A-Za-z0-9]{6}$/;

export function readCaptchaSettings(context: Context): CaptchaSettings {
  const kind = context('captcha') ?? 'none';
  if (kind === 'none') return { kind };
  if (kind !== 'recaptcha-enterprise') {
    throw new Error(`Context captcha must be 'recaptcha-enterprise' or 'none', got ${kind}`);
  }
  const required = (key: string) => {
    const value = context(key);
    if (!value) throw new Error(`Context captcha=recaptcha-enterprise needs ${key} as well`);
    return value;
  };
  const apiKeySecretArn = required('recaptchaApiKeySecretArn');
  if (!secretArnPattern.test(apiKeySecretArn)) {
    throw new Error(
      `Context recaptchaApiKeySecretArn must be a secret's complete ARN (ending in -XXXXXX), got ${apiKeySecretArn}`,
    );
  }
  return {
    kind,
    projectId: required('recaptchaProjectId'),
    siteKey: required('recaptchaSiteKey'),
    apiKeySecretArn,
  };
}

export function authOriginSource(domainName: string | undefined, stackPrefix: string): AuthOriginSource {
  return domainName
    ? { kind: 'fixed', origin: `https://${domainName}` }
    : { kind: 'parameter', parameterName: `/${stackPrefix}/auth-origin` };
}
