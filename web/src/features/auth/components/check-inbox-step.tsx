import { useId, useState, type FormEvent } from 'react';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import type { SignInOperation } from '#web/connected/sign-in/sign-in-request.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import type { AuthEmailType } from '#graphql/generated/operations.ts';
import { useVerifyLoginCode } from '../api/verify-login-code-mutation.ts';
import { isLoginCode, loginCodeError } from '../auth-results.ts';
import { emailCallbackUrl } from '../callback-url.ts';
import { authTexts } from '../texts.ts';
import { ProblemMessage, type Problem } from './problem-message.tsx';
import { useEmailSender } from './use-email-sender.ts';

interface CheckInboxStepProps {
  operation: SignInOperation;
  email: string;
  fullName: string;
  mode: AuthEmailType;
  target: string;
  titleId: string;
  onCodeSent(): void;
  /** The modal's close; the sign-in page has none. */
  onClose?: () => void;
}

/**
 * CHECK_YOUR_INBOX (spec 2 §2, §4): in link mode the reader follows the e-mail's link, or asks for a code
 * instead; in code mode the 6-digit code buys a single-use token the auth domain's callback signs in with.
 */
export function CheckInboxStep(props: CheckInboxStepProps) {
  const { operation, email, mode, target, titleId } = props;
  const { authOrigin } = useSiteConfig();
  const sendEmail = useEmailSender();
  const verify = useVerifyLoginCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);
  const ids = { code: useId(), problem: useId() };

  async function askForCode() {
    setBusy(true);
    setProblem(null);
    const result = await sendEmail({
      email,
      fullName: props.fullName,
      operation,
      type: 'code',
      redirect: target,
    });
    setBusy(false);
    if (result.kind === 'sent') props.onCodeSent();
    // The address was accepted a moment ago, so NotFound is only a failure here.
    else setProblem(result.kind === 'error' ? result : { message: authTexts.tryAgain });
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const loginCode = code.replace(/\s/g, '');
    if (!isLoginCode(loginCode)) return setProblem({ message: authTexts.loginCodeLength });
    setProblem(null);
    setBusy(true);
    const outcome = await verify({ loginCode, email });
    if (outcome.__typename === 'AccountToken') {
      // Stays busy: the page is being left for the callback, which signs in and comes back to target.
      pageExit.assign(emailCallbackUrl(authOrigin, outcome.value, operation, target));
      return;
    }
    setBusy(false);
    setProblem({ message: loginCodeError(outcome) ?? authTexts.tryAgain });
  }

  const problemText = <ProblemMessage id={ids.problem} problem={problem} />;

  return (
    <div className="sign-in__step">
      <h2 id={titleId} className="sign-in__title">
        {authTexts.checkYourInbox}
      </h2>
      {mode === 'link' ? (
        <>
          <p className="sign-in__subtitle">{authTexts.linkSent(email, operation)}</p>
          {problemText}
          <button type="button" className="sign-in__text-button" disabled={busy} onClick={askForCode}>
            {busy ? authTexts.sending : authTexts.useCodeInstead}
          </button>
          {props.onClose && (
            <button type="button" className="button button--dark sign-in__submit" onClick={props.onClose}>
              {authTexts.ok}
            </button>
          )}
        </>
      ) : (
        <form className="sign-in__form" noValidate onSubmit={submitCode}>
          <p className="sign-in__subtitle">{authTexts.codeSent(email)}</p>
          <label className="sign-in__field" htmlFor={ids.code}>
            <span className="sign-in__label">{authTexts.codeLabel}</span>
            <input
              id={ids.code}
              name="loginCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? ids.problem : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          {problemText}
          <button type="submit" className="button button--dark sign-in__submit" disabled={busy}>
            {busy ? authTexts.verifying : authTexts.continue}
          </button>
        </form>
      )}
    </div>
  );
}
