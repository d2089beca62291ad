import { useId, useState, type FormEvent } from 'react';
import { invalidEmailMessage, isValidEmail, normaliseEmail } from '#contract/email-address.ts';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useSignInWithPassword } from '../api/sign-in-with-password-mutation.ts';
import { emailCallbackUrl } from '../callback-url.ts';
import { passwordSignInResult } from '../password-results.ts';
import { authTexts } from '../texts.ts';
import { ProblemMessage, type Problem } from './problem-message.tsx';

interface PasswordStepProps {
  initialEmail: string;
  /** Where the reader lands once signed in. */
  target: string;
  titleId: string;
  /** Back to the magic-link form, with the address as typed here. */
  onUseMagicLink(email: string): void;
  onBack(): void;
}

/**
 * ENTER_EMAIL's password form (sign-in only): the AccountToken it buys goes to the same callback as a
 * verified code. Failures say what spec 2 §8 says, inline; a lockout also raises the ACCOUNT_LOCKOUT
 * toast, and the permanent one offers the magic link. What was typed stays in the fields.
 */
export function PasswordStep({ initialEmail, target, titleId, onUseMagicLink, onBack }: PasswordStepProps) {
  const { authOrigin } = useSiteConfig();
  const { showToast } = useToasts();
  const signIn = useSignInWithPassword();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<(Problem & { field: 'email' | 'password' }) | null>(null);
  const [offerMagicLink, setOfferMagicLink] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), password: useId(), problem: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email)) return setProblem({ message: invalidEmailMessage, field: 'email' });
    if (!password) return setProblem({ message: authTexts.passwordMissing, field: 'password' });
    setProblem(null);
    setBusy(true);
    const result = passwordSignInResult(await signIn({ email: normaliseEmail(email), password }));
    if (result.kind === 'signed-in') {
      // Stays busy: the page is being left for the callback, which signs in and comes back to target.
      pageExit.assign(emailCallbackUrl(authOrigin, result.token, 'login', target));
      return;
    }
    setBusy(false);
    setProblem({ message: result.message, field: 'password' });
    setOfferMagicLink(result.offerMagicLink);
    // Spec 2 §8: the account lockout message, as a toast as well.
    if (result.lockout) showToast({ message: result.message, toastStyle: 'ACCOUNT_LOCKOUT' });
  }

  const invalid = (field: 'email' | 'password') =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': ids.problem } : {};
  return (
    <div className="sign-in__step">
      <h2 id={titleId} className="sign-in__title">
        {authTexts.signInWithPassword}
      </h2>
      <p className="sign-in__subtitle">{authTexts.passwordSubtitle}</p>
      <form className="sign-in__form" noValidate onSubmit={submit}>
        <label className="sign-in__field" htmlFor={ids.email}>
          <span className="sign-in__label">{authTexts.emailLabel}</span>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            {...invalid('email')}
            onChange={(event) => {
              setEmail(event.target.value);
              // A permanent lockout is one account's: another address may still use its password.
              setOfferMagicLink(false);
            }}
          />
        </label>
        <label className="sign-in__field" htmlFor={ids.password}>
          <span className="sign-in__label">{authTexts.passwordLabel}</span>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            {...invalid('password')}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <ProblemMessage id={ids.problem} problem={problem} />
        {offerMagicLink ? (
          // After a permanent lockout a password can no longer sign in: the magic link is the way on.
          <button
            type="button"
            className="button button--dark sign-in__submit"
            onClick={() => onUseMagicLink(email.trim())}
          >
            {authTexts.requestMagicLink}
          </button>
        ) : (
          <button type="submit" className="button button--dark sign-in__submit" disabled={busy}>
            {busy ? authTexts.signingIn : authTexts.signIn}
          </button>
        )}
      </form>
      {!offerMagicLink && (
        <button type="button" className="sign-in__text-button" onClick={() => onUseMagicLink(email.trim())}>
          {authTexts.useMagicLinkInstead}
        </button>
      )}
      <button type="button" className="sign-in__text-button sign-in__back" onClick={onBack}>
        {authTexts.allSignInOptions}
      </button>
    </div>
  );
}
