import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useSignIn } from '#web/connected/sign-in/use-sign-in.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { UnsubscribeAllNewslettersV3 } from '../api/unsubscribe-mutations.ts';
import { unsubscribeAllTexts } from '../texts.ts';

type Step = { kind: 'asking' } | { kind: 'working' } | { kind: 'done'; count: number } | { kind: 'failed' };

/**
 * global-unsubscribe-newsletters: asks, then ends every subscription of the reader (or every one to a
 * writer, at /me/unsubscribe-all-author-newsletters) with one mutation. The address alone changes nothing.
 */
export function UnsubscribeAllPage() {
  const { view } = useRouter();
  const session = useViewerSession();
  const client = useApolloClient();
  const { signInLinkProps } = useSignIn();
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  const which =
    view.kind === 'page' && view.route === 'ShowUnsubscribeAllAuthorNewsletters' ? 'author' : 'all';

  const confirm = async () => {
    setStep({ kind: 'working' });
    const answer = await mutateOutcome(
      client,
      { mutation: UnsubscribeAllNewslettersV3, variables: { type: which === 'author' ? 'AUTHOR' : null } },
      (data) => data.result,
    );
    setStep(
      answer.__typename === 'UnsubscribedNewsletters'
        ? { kind: 'done', count: answer.count }
        : { kind: 'failed' },
    );
  };

  return (
    <section className="unsubscribe-all">
      <h1>{unsubscribeAllTexts.title[which]}</h1>
      {session.kind === 'signed-out' ? (
        <a className="button button--dark" {...signInLinkProps({ operation: 'login' })}>
          {unsubscribeAllTexts.signIn}
        </a>
      ) : step.kind === 'done' ? (
        <p role="status">{unsubscribeAllTexts.done(step.count)}</p>
      ) : (
        <>
          <p>{unsubscribeAllTexts.question[which]}</p>
          {step.kind === 'failed' && <p role="alert">{unsubscribeAllTexts.failed}</p>}
          <button
            type="button"
            className="button button--dark"
            disabled={step.kind === 'working' || session.kind === 'loading'}
            onClick={() => void confirm()}
          >
            {step.kind === 'working' ? unsubscribeAllTexts.working : unsubscribeAllTexts.confirm}
          </button>
        </>
      )}
    </section>
  );
}
