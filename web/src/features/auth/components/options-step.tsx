import type { EntryPoint } from '#web/connected/sign-in/entry-point.ts';
import type { SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';
import { siteLinks } from '#web/lib/site-links.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { socialStartUrl, type SignInMethod } from '../social-providers.ts';
import { authTexts, entryPointCopy } from '../texts.ts';
import { EmailSubscribeForm } from './email-subscribe-form.tsx';
import { TermsNotice } from './legal-notices.tsx';

interface OptionsStepProps {
  operation: SignInOperation;
  entry: EntryPoint | undefined;
  methods: readonly SignInMethod[];
  /** Where the reader lands once signed in (the social providers' state carries it). */
  target: string;
  /** A subscribe prompt's newsletter: sign-up also offers subscribing with just an address. */
  newsletterV3Id?: string;
  /** The writer whose newsletter it is, when it is a writer's (made on its first subscription). */
  newsletterWriterId?: string;
  titleId: string;
  onEmail(): void;
  onToggle(): void;
}

/**
 * SIGNIN_OPTIONS and SIGNUP_OPTIONS (spec 2 §2): the providers, e-mail, the switch to the other
 * operation and, for sign-in, 'Get help'. Providers are links: their sign-in starts on the auth domain.
 */
export function OptionsStep({
  operation,
  entry,
  methods,
  target,
  newsletterV3Id,
  newsletterWriterId,
  titleId,
  onEmail,
  onToggle,
}: OptionsStepProps) {
  const { authOrigin } = useSiteConfig();
  const copy = entry ? entryPointCopy[entry] : undefined;
  const title = operation === 'login' ? authTexts.welcomeBack : (copy?.title ?? authTexts.joinTitle);
  return (
    <div className="sign-in__step">
      <h2 id={titleId} className="sign-in__title">
        {title}
      </h2>
      {copy && <p className="sign-in__subtitle">{copy.subtitle}</p>}
      <ul className="sign-in__methods">
        {methods.map((method) => (
          <li key={method}>
            {method === 'email' ? (
              <button type="button" className="sign-in__method" data-method="email" onClick={onEmail}>
                {authTexts.providerButton('email', operation)}
              </button>
            ) : (
              <a
                className="sign-in__method"
                data-method={method}
                href={socialStartUrl(authOrigin, method, target, operation)}
              >
                {authTexts.providerButton(method, operation)}
              </a>
            )}
          </li>
        ))}
      </ul>
      {operation === 'register' && newsletterV3Id && (
        <EmailSubscribeForm
          newsletterV3Id={newsletterV3Id}
          {...(newsletterWriterId ? { writerId: newsletterWriterId } : {})}
          target={target}
        />
      )}
      <p className="sign-in__switch">
        {operation === 'login' ? authTexts.noAccount : authTexts.alreadyHaveAccount}{' '}
        <button type="button" className="sign-in__text-button" onClick={onToggle}>
          {operation === 'login' ? authTexts.createOne : authTexts.signIn}
        </button>
      </p>
      {operation === 'login' && (
        <p className="sign-in__help">
          {authTexts.forgotEmail}{' '}
          <a href={siteLinks.help} className="sign-in__link">
            {authTexts.getHelp}
          </a>
        </p>
      )}
      <TermsNotice operation={operation} />
    </div>
  );
}
