import { captchaKinds, flavoursOf, isCaptchaKind, type CaptchaKind } from '#contract/captcha.ts';

export interface RecaptchaEnterpriseSettings {
  /** The Google Cloud project that owns the reCAPTCHA Enterprise key. */
  projectId: string;
  /** Public: the browser runs reCAPTCHA with it. */
  siteKey: string;
  /** Complete ARN of a Secrets Manager secret holding the Google API key that creates assessments. */
  apiKeySecretArn: string;
}

export interface RecaptchaClassicSettings {
  /** Public: the browser runs classic (v3) reCAPTCHA with it. */
  siteKey: string;
  /** Complete ARN of a Secrets Manager secret holding the key's secret, which siteverify takes. */
  secretArn: string;
}

/**
 * The captcha that guards sign-up by e-mail (spec 2 §4), chosen with CDK context `captcha`: the
 * flavours it names are configured here and no others. With both, flag enable_recaptcha_enterprise
 * picks the one that runs.
 */
export interface CaptchaSettings {
  kind: CaptchaKind;
  enterprise?: RecaptchaEnterpriseSettings;
  classic?: RecaptchaClassicSettings;
}

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
  if (!isCaptchaKind(kind)) {
    throw new Error(
      `Context captcha must be one of ${captchaKinds.map((known) => `'${known}'`).join(', ')}, got ${kind}`,
    );
  }
  const required = (key: string) => {
    const value = context(key);
    if (!value) throw new Error(`Context captcha=${kind} needs ${key} as well`);
    return value;
  };
  const secretArn = (key: string) => {
    const arn = required(key);
    if (!secretArnPattern.test(arn)) {
      throw new Error(`Context ${key} must be a secret's complete ARN (ending in -XXXXXX), got ${arn}`);
    }
    return arn;
  };
  const flavours = flavoursOf(kind);
  return {
    kind,
    ...(flavours.includes('enterprise')
      ? {
          enterprise: {
            projectId: required('recaptchaProjectId'),
            siteKey: required('recaptchaSiteKey'),
            apiKeySecretArn: secretArn('recaptchaApiKeySecretArn'),
          },
        }
      : {}),
    ...(flavours.includes('classic')
      ? {
          classic: {
            siteKey: required('recaptchaClassicSiteKey'),
            secretArn: secretArn('recaptchaClassicSecretArn'),
          },
        }
      : {}),
  };
}

export function authOriginSource(domainName: string | undefined, stackPrefix: string): AuthOriginSource {
  return domainName
    ? { kind: 'fixed', origin: `https://${domainName}` }
    : { kind: 'parameter', parameterName: `/${stackPrefix}/auth-origin` };
}
