import * as z from 'zod';
import type { CaptchaVerifier, SecretSource } from '../core/ports.ts';

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

const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

const siteverifySchema = z.object({
  success: z.boolean(),
  // v3 (score-based) keys answer these; invisible v2 keys do not.
  action: z.string().optional(),
  score: z.number().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** siteverify's codes for a secret it does not know: our configuration, not the reader's answer. */
const secretErrors = ['missing-input-secret', 'invalid-input-secret'];

export interface RecaptchaClassicOptions {
  /** The key's secret (Secrets Manager in AWS). */
  secret: SecretSource;
  fetch?: typeof fetch;
}

/**
 * Classic reCAPTCHA: asks siteverify about the browser's token and accepts a success for the expected
 * action with a score of at least 0.5 when the key reports them (v3). A token that fails is the
 * caller's problem (false); Google not answering, or refusing our secret, is ours (an error).
 */
export function recaptchaClassicVerifier(options: RecaptchaClassicOptions): CaptchaVerifier {
  const send = options.fetch ?? fetch;
  return {
    async verify(token, { ip, action }) {
      if (!token) return false;
      const response = await send(siteverifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: await options.secret(),
          response: token,
          remoteip: ip,
        }).toString(),
      });
      if (!response.ok) throw new Error(`reCAPTCHA siteverify answered ${response.status}`);
      const answer = siteverifySchema.parse(await response.json());
      const codes = answer['error-codes'] ?? [];
      if (codes.some((code) => secretErrors.includes(code))) {
        throw new Error(`reCAPTCHA siteverify refused the secret: ${codes.join(', ')}`);
      }
      return (
        answer.success &&
        (answer.action === undefined || answer.action === action) &&
        (answer.score === undefined || answer.score >= minimumRecaptchaScore)
      );
    },
  };
}
