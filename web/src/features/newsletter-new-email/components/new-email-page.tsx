import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { StartNewsletterEmail } from '../api/new-email-documents.ts';
import { newEmailTexts as texts } from '../texts.ts';

/**
 * Starts the newsletter's new e-mail once hydrated, then replaces this address with the draft's editor
 * (the way back skips this page, which would start another draft). The server decides who may.
 */
export function NewEmailPage({ params }: PageProps) {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const client = useApolloClient();
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  const newsletterV3Id = params.newsletterId ?? '';

  useEffect(() => {
    if (!hydrated || signedOut || started.current) return;
    started.current = true;
    void mutateOutcome(
      client,
      { mutation: StartNewsletterEmail, variables: { newsletterV3Id } },
      (data) => data.startDraft,
    ).then((answer) => {
      if (answer.__typename !== 'PostDraft') {
        setProblem(('message' in answer && answer.message) || texts.failed);
        return;
      }
      const editor = buildRoute('ShowPostEdit', { postId: answer.id });
      // Navigating to the address already shown replaces it: this page leaves no history entry.
      window.history.replaceState(window.history.state, '', editor);
      router.navigate(editor);
    });
  }, [hydrated, signedOut, client, router, newsletterV3Id]);

  let body;
  if (signedOut)
    body = (
      <>
        {texts.signInPrompt}{' '}
        <SignInLink
          request={{
            operation: 'login',
            redirectTo: buildRoute('ShowNewsletterNewEmail', { newsletterId: newsletterV3Id }),
          }}
        >
          {texts.signIn}
        </SignInLink>
      </>
    );
  else if (problem) body = <span role="alert">{problem}</span>;
  else body = <span aria-busy="true">{texts.starting}</span>;
  return (
    <main className="new-email">
      <p className="new-email__message">{body}</p>
    </main>
  );
}
