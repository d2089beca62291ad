import type { RecaptchaFlavour } from '#contract/captcha.ts';
import type { SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';
import { siteLinks } from '#web/lib/site-links.ts';
import { authTexts } from '../texts.ts';

/** Spec 2 §2: the Terms of Service and Privacy Policy links open in a new tab. */
export function TermsNotice({ operation }: { operation: SignInOperation }) {
  return (
    <p className="sign-in__legal">
      {authTexts.termsBefore(operation)}{' '}
      <a href={siteLinks.terms} target="_blank" rel="noopener">
        {authTexts.termsOfService}
      </a>{' '}
      {authTexts.termsMiddle}{' '}
      <a href={siteLinks.privacy} target="_blank" rel="noopener">
        {authTexts.privacyPolicy}
      </a>{' '}
      {authTexts.termsAfter}
    </p>
  );
}

export const googlePrivacyPolicy = 'https://policies.google.com/privacy';
export const googleTerms = 'https://policies.google.com/terms';

/**
 * Spec 2 §2: "A notice says the site is protected by reCAPTCHA Enterprise, with the provider's privacy
 * policy and terms" — naming the flavour that runs. Google requires it wherever its badge is hidden
 * (sign-in.css hides it).
 */
export function RecaptchaNotice({ flavour }: { flavour: RecaptchaFlavour }) {
  return (
    <p className="sign-in__legal sign-in__recaptcha">
      {authTexts.recaptchaBefore(flavour)}{' '}
      <a href={googlePrivacyPolicy} target="_blank" rel="noopener">
        {authTexts.recaptchaPrivacy}
      </a>{' '}
      {authTexts.recaptchaAnd}{' '}
      <a href={googleTerms} target="_blank" rel="noopener">
        {authTexts.recaptchaTerms}
      </a>{' '}
      {authTexts.recaptchaAfter}
    </p>
  );
}
