import { useApolloClient } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { registerCaptchaAction } from '#contract/captcha.ts';
import { invalidEmailMessage, isValidEmail, normaliseEmail } from '#contract/email-address.ts';
import { withConfirmedSubscription } from '#web/connected/newsletter/subscribe-intent.ts';
import { sendNewsletterSubscriptionAcctAuthEmail } from '../api/send-newsletter-subscription-acct-auth-email-mutation.ts';
import { runCaptcha } from '../captcha.ts';
import { authTexts } from '../texts.ts';
import { EmailField } from './email-field.tsx';
import type { Problem } from './problem-message.tsx';
import { useCaptchaPlan } from './use-captcha-plan.ts';

const captchaProblem: Problem = { message: authTexts.captchaFailed, help: true };

interface EmailSubscribeFormProps {
  newsletterV3Id: string;
  /** The writer whose newsletter it is: the server makes a writer's not made yet. */
  writerId?: string;
  /** Where the link leads once it has signed the reader in and subscribed them. */
  target: string;
}

/**
 * A visitor subscribes with just their address (spec 2 §7 sendNewsletterSubscriptionAcctAuthEmail,
 * decision 159): the captcha, then an e-mail whose link subscribes them and signs them in (up).
 */
export function EmailSubscribeForm({ newsletterV3Id, writerId, target }: EmailSubscribeFormProps) {
  const client = useApolloClient();
  const captcha = useCaptchaPlan();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isValidEmail(email)) return setProblem({ message: invalidEmailMessage });
    setProblem(null);
    setBusy(true);
    const address = normaliseEmail(email);
    let captchaValue: string | undefined;
    try {
      captchaValue = await runCaptcha(captcha, registerCaptchaAction);
    } catch (error) {
      console.error('The captcha could not run.', error);
      setBusy(false);
      return setProblem(captchaProblem);
    }
    const outcome = await sendNewsletterSubscriptionAcctAuthEmail(client, {
      newsletterV3Id,
      ...(writerId ? { userId: writerId } : {}),
      email: address,
      redirect: withConfirmedSubscription(target),
      operation: 'register',
      ...(captchaValue ? { captchaValue } : {}),
    });
    setBusy(false);
    if (outcome.__typename === 'SusiMethod') setSentTo(address);
    else if (outcome.__typename === 'FailedChallenge') setProblem(captchaProblem);
    else setProblem({ message: outcome.__typename === 'Failed' ? authTexts.tryAgain : outcome.message });
  }

  if (sentTo) {
    return (
      <p className="sign-in__subtitle" role="status">
        {authTexts.subscribeSent(sentTo)}
      </p>
    );
  }
  return (
    <form className="sign-in__form email-subscribe" noValidate onSubmit={submit}>
      <EmailField label={authTexts.subscribeByEmail} value={email} problem={problem} onChange={setEmail} />
      <button type="submit" className="button button--dark sign-in__submit" disabled={busy}>
        {busy ? authTexts.sending : authTexts.subscribeButton}
      </button>
    </form>
  );
}
