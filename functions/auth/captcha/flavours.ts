import {
  readFlavouredAnswer,
  recaptchaFlavours,
  runningFlavour,
  type RecaptchaFlavour,
} from '#contract/captcha.ts';
import type { CaptchaVerifier } from '../core/ports.ts';

export interface RecaptchaFlavoursOptions {
  /** The configured flavours' verifiers (one or both). */
  verifiers: Partial<Record<RecaptchaFlavour, CaptchaVerifier>>;
  /** Flag enable_recaptcha_enterprise, read only when both flavours are configured. */
  enterpriseEnabled: () => Promise<boolean>;
}

/**
 * The deployment's reCAPTCHA: the answer names the flavour the browser ran, and only the flavour that
 * runs now (configured, and picked by the flag when both are) is verified — with that flavour's own
 * verifier. An answer of any other flavour fails the challenge without asking Google.
 */
export function recaptchaFlavoursVerifier(options: RecaptchaFlavoursOptions): CaptchaVerifier {
  const configured = recaptchaFlavours.filter((flavour) => options.verifiers[flavour]);
  return {
    async verify(value, context) {
      if (!value) return false;
      const { flavour, token } = readFlavouredAnswer(value);
      const enterpriseEnabled = configured.length > 1 ? await options.enterpriseEnabled() : true;
      const verifier = options.verifiers[flavour];
      if (!verifier || flavour !== runningFlavour(configured, enterpriseEnabled)) return false;
      return verifier.verify(token, context);
    },
  };
}
