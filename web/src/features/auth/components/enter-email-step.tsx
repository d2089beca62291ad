import { useId, useState, type FormEvent } from 'react';
import { invalidEmailMessage, isGmailLike, isValidEmail, normaliseEmail } from '#contract/email-address.ts';
import type { EntryPoint } from '#web/connected/sign-in/entry-point.ts';
import type { SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import type { AuthEmailType } from '#graphql/generated/operations.ts';
import { emailTypeForScreen } from '../email-type.ts';
import { socialStartUrl } from '../social-providers.ts';
import { authTexts } from '../texts.ts';
import { EmailField } from './email-field.tsx';
import type { Problem } from './problem-message.tsx';
import { RecaptchaNotice } from './legal-notices.tsx';
import { useCaptchaPlan } from './use-captcha-plan.ts';
import { useEmailSender } from './use-email-sender.ts';

interface EnterEmailStepProps {
  operation: SignInOperation;
  entry: EntryPoint | undefined;
  initialEmail: string;
  /** Where the reader lands once signed in. */
  target: string;
  googleOffered: boolean;
  titleId: string;
  onSent(email: string, fullName: string, method: AuthEmailType): void;
  onUnrecognized(email: string): void;
  /** Sign-in only: the password form instead, with the address typed so far. */
  onUsePassword(email: string): void;
  onBack(): void;
}

/** ENTER_EMAIL (spec 2 §2, §4, §5): the address (and the name, for sign-up), then the e-mail is sent. */
export function EnterEmailStep(props: EnterEmailStepProps) {
  const { operation, entry, target, googleOffered, titleId } = props;
  const { authOrigin } = useSiteConfig();
  const captcha = useCaptchaPlan();
  const sendEmail = useEmailSender();
  const [email, setEmail] = useState(props.initialEmail);
  const [fullName, setFullName] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId() };
  const expired = entry === 'email_login_timeout';
  const login = operation === 'login';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email)) return setProblem({ message: invalidEmailMessage });
    setProblem(null);
    setBusy(true);
    const address = normaliseEmail(email);
    const name = fullName.trim();
    const result = await sendEmail({
      email: address,
      fullName: name,
      operation,
      type: emailTypeForScreen(),
      redirect: target,
    });
    setBusy(false);
    if (result.kind === 'sent') props.onSent(address, name, result.method);
    else if (result.kind === 'unrecognized') props.onUnrecognized(address);
    else setProblem(result);
  }

  const expiredTitle = login ? authTexts.signInLinkExpired : authTexts.signUpLinkExpired;
  return (
    <div className="sign-in__step">
      <h2 id={titleId} className="sign-in__title">
        {expired ? expiredTitle : login ? authTexts.signInWithEmail : authTexts.signUpWithEmail}
      </h2>
      <p className="sign-in__subtitle">
        {expired ? authTexts.expiredSubtitle : authTexts.enterEmailSubtitle(operation)}
      </p>
      <form className="sign-in__form" noValidate onSubmit={submit}>
        {!login && (
          <label className="sign-in__field" htmlFor={ids.name}>
            <span className="sign-in__label">{authTexts.fullNameLabel}</span>
            <input
              id={ids.name}
              name="fullName"
              autoComplete="name"
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
            />
          </label>
        )}
        <EmailField label={authTexts.emailLabel} value={email} problem={problem} onChange={setEmail} />
        {googleOffered && isGmailLike(email) && (
          <p className="sign-in__hint">
            {authTexts.gmailHint}{' '}
            <a className="sign-in__link" href={socialStartUrl(authOrigin, 'google', target, operation)}>
              {authTexts.gmailHintLink(operation)}
            </a>
            .
          </p>
        )}
        <button type="submit" className="button button--dark sign-in__submit" disabled={busy}>
          {busy ? authTexts.sending : authTexts.continue}
        </button>
      </form>
      {login && (
        <button
          type="button"
          className="sign-in__text-button"
          onClick={() => props.onUsePassword(email.trim())}
        >
          {authTexts.signInWithPassword}
        </button>
      )}
      <button type="button" className="sign-in__text-button sign-in__back" onClick={props.onBack}>
        {login ? authTexts.allSignInOptions : authTexts.allSignUpOptions}
      </button>
      {!login && captcha.kind === 'recaptcha' && <RecaptchaNotice flavour={captcha.flavour} />}
    </div>
  );
}
