import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import { redirectTarget } from '#web/connected/sign-in/sign-in-request.ts';
import { useSignIn } from '#web/connected/sign-in/use-sign-in.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { askGoogleOneTap } from './google-one-tap-mutation.ts';
import { googleIdentityPrompter, type OneTapPrompter } from './google-identity.ts';
import { OneTapCard } from './one-tap-card.tsx';
import { recordOneTapDismissal } from './one-tap-dismissal.ts';
import { oneTapNext } from './one-tap-next.ts';

type Step =
  | { kind: 'prompt' }
  | { kind: 'card'; credential: string; email: string; busy: boolean; problem: string | null }
  | { kind: 'done' };

export interface GoogleOneTapProps {
  clientId: string;
  /** Google's prompt; the GIS adapter by default (tests pass one with the same port). */
  prompter?: OneTapPrompter;
}

const defaultPrompter = googleIdentityPrompter();

/**
 * Spec 2 §2, §4 Google one-tap, once the slot (one-tap-slot.tsx) decided it may show: Google's prompt,
 * then the server's answer — the sign-in callback, the social login suggestion, or the sign-up card.
 * Loaded as its own chunk, for eligible visitors only.
 */
export function GoogleOneTap({ clientId, prompter = defaultPrompter }: GoogleOneTapProps) {
  const client = useApolloClient();
  const { authOrigin } = useSiteConfig();
  const { openSignIn } = useSignIn();
  const toasts = useToasts();
  const [step, setStep] = useState<Step>({ kind: 'prompt' });
  const mounted = useRef(true);

  /** Asks the server about `credential`: leave for the auth domain, show the card, or a problem. */
  const ask = useCallback(
    async (credential: string, operation: 'login' | 'register') => {
      const outcome = await askGoogleOneTap(client, { credential, operation });
      // Where the reader is now: the callback and the suggestion bring them back here.
      const target = redirectTarget({ operation }, window.location.href, authOrigin) ?? '/';
      return oneTapNext(outcome, operation, { authOrigin, target });
    },
    [client, authOrigin],
  );

  useEffect(() => {
    mounted.current = true;
    const stop = prompter.prompt({
      clientId,
      onDismissed: () => recordOneTapDismissal(),
      async onCredential(credential) {
        const next = await ask(credential, 'login');
        if (!mounted.current) return;
        if (next.kind === 'leave') return pageExit.assign(next.href);
        if (next.kind === 'card') {
          setStep({ kind: 'card', credential, email: next.email, busy: false, problem: null });
          return;
        }
        setStep({ kind: 'done' });
        toasts.showToast({ message: next.message, toastStyle: 'ERROR' });
      },
    });
    return () => {
      mounted.current = false;
      stop();
    };
  }, [clientId, prompter, toasts, ask]);

  if (step.kind !== 'card') return null;

  const signUp = async () => {
    setStep({ ...step, busy: true, problem: null });
    const next = await ask(step.credential, 'register');
    if (!mounted.current) return;
    if (next.kind === 'leave') return pageExit.assign(next.href);
    // The credential is spent or refused: the card stays with the reason, Sign in still works.
    setStep({ ...step, busy: false, problem: next.kind === 'problem' ? next.message : null });
  };

  return (
    <OneTapCard
      email={step.email}
      busy={step.busy}
      problem={step.problem}
      onSignUp={() => void signUp()}
      onSignIn={() => {
        setStep({ kind: 'done' });
        openSignIn({ operation: 'login' });
      }}
      onClose={() => {
        recordOneTapDismissal();
        setStep({ kind: 'done' });
      }}
    />
  );
}
