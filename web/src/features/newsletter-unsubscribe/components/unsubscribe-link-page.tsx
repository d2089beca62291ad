import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { UnsubscribeNewsletterV3ByLink } from '../api/unsubscribe-mutations.ts';
import { unsubscribeAllTexts } from '../texts.ts';

type Step =
  { kind: 'asking' | 'working' } | { kind: 'done'; name: string } | { kind: 'refused'; message: string };

interface LinkParams {
  newsletterId: string;
  subscriberId: string;
  signature: string;
}

/**
 * What a newsletter e-mail's one-click link opens (decision 153): one button, no sign-in; the server
 * checks the link's signature, so a forged or altered link is told so and changes nothing.
 */
export function UnsubscribeLinkPage({ link }: { link: LinkParams }) {
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  const confirm = async () => {
    setStep({ kind: 'working' });
    const answer = await mutateOutcome(
      client,
      {
        mutation: UnsubscribeNewsletterV3ByLink,
        variables: {
          newsletterV3Id: link.newsletterId,
          subscriberId: link.subscriberId,
          signature: link.signature,
        },
      },
      (data) => data.result,
    );
    if (answer.__typename === 'UnsubscribedByLink') setStep({ kind: 'done', name: answer.newsletterName });
    else if (answer.__typename === 'BadRequest') setStep({ kind: 'refused', message: answer.message });
    else setStep({ kind: 'refused', message: unsubscribeAllTexts.failed });
  };
  return (
    <section className="unsubscribe-all">
      <h1>{unsubscribeAllTexts.linkTitle}</h1>
      {step.kind === 'done' ? (
        <p role="status">{unsubscribeAllTexts.linkDone(step.name)}</p>
      ) : (
        <>
          <p>{unsubscribeAllTexts.linkQuestion}</p>
          {step.kind === 'refused' && <p role="alert">{step.message}</p>}
          <button
            type="button"
            className="button button--dark"
            disabled={step.kind === 'working'}
            onClick={() => void confirm()}
          >
            {step.kind === 'working' ? unsubscribeAllTexts.working : unsubscribeAllTexts.confirm}
          </button>
        </>
      )}
    </section>
  );
}
