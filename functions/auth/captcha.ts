import { z } from 'zod';
import type { CaptchaVerifier, SecretSource } from './ports.ts';

/** The action the browser names when it runs the captcha for sign-up (grecaptcha `{ action }`). */
export const registerCaptchaAction = 'register';

/** Local mode's captcha answer: the development verifier accepts exactly this token. */
export const developmentCaptchaToken = 'folio-development-captcha';

/** Local mode: a real captcha cannot run without Google, yet sign-up must still ask for an answer. */
export const developmentCaptchaVerifier: CaptchaVerifier = {
  async verify(token) {
    return token === developmentCaptchaToken;
  },
};

/** For operators who turn the captcha off (CAPTCHA_KIND=none): every answer passes, rate limits remain. */
export const openCaptchaVerifier: CaptchaVerifier = {
  async verify() {
    return true;
  },
};

/** Google's advice: 0.0 is very likely a bot, 1.0 very likely a person; 0.5 is their default cut. */
export const minimumRecaptchaScore = 0.5;

const assessmentSchema = z.object({
  tokenProperties: z.object({ valid: z.boolean().default(false), action: z.string().default('') }).partial(),
  riskAnalysis: z
    .object({ score: z.number().default(0) })
    .partial()
    .optional(),
});

export interface RecaptchaEnterpriseOptions {
  projectId: string;
  siteKey: string;
  /** The API key of the Google Cloud project (a secret: Secrets Manager in AWS). */
  apiKey: SecretSource;
  fetch?: typeof fetch;
}

/**
 * reCAPTCHA Enterprise: creates an assessment of the browser's token and accepts a valid token made
 * for the expected action with a score of at least 0.5. A token that fails is the caller's problem
 * (false); Google not answering is ours (an error, logged, and the browser says 'Please try again.').
 */
export function recaptchaEnterpriseVerifier(options: RecaptchaEnterpriseOptions): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  return {
    async verify(token, { ip, action }) {
      if (!token) return false;
      const key = await options.apiKey();
      const url = `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(
        options.projectId,
      )}/assessments?key=${encodeURIComponent(key)}`;
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          event: { token, siteKey: options.siteKey, expectedAction: action, userIpAddress: ip },
        }),
      });
      if (!response.ok) {
        throw new Error(`reCAPTCHA Enterprise answered ${response.status} to an assessment`);
      }
      const assessment = assessmentSchema.parse(await response.json());
      return (
        assessment.tokenProperties.valid === true &&
        assessment.tokenProperties.action === action &&
        (assessment.riskAnalysis?.score ?? 0) >= minimumRecaptchaScore
      );
    },
  };
}
