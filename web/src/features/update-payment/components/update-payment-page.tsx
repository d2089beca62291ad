import { Alert, Button } from '@aws-amplify/ui-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { pageExit } from '#web/connected/sign-in/page-exit.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { startedFrom } from '#web/lib/plans-link.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { useStartPaymentMethodUpdate } from '../api/start-payment-method-update-mutation.ts';
import { updatePaymentTexts as t } from '../texts.ts';

/**
 * /me/settings/payment/update: once hydrated, a signed-in reader is sent to the payment provider's
 * page for a new card, which brings them back to where they came from (`?from=`, a path of this site;
 * the manage page by default) with payment-updated=1. A visitor signs in and comes back here; a reader
 * the server refuses (no paid membership, Braintree) is told why.
 */
export function UpdatePaymentPage() {
  const hydrated = useHydrated();
  const session = useViewerSession();
  const start = useStartPaymentMethodUpdate();
  const [problem, setProblem] = useState<string | null>(null);

  const go = useCallback(async () => {
    setProblem(null);
    const outcome = await start(startedFrom(window.location.search));
    if (outcome.__typename === 'PaymentMethodUpdate') return pageExit.assign(outcome.url);
    setProblem('message' in outcome ? outcome.message : t.tryAgain);
  }, [start]);

  const signedIn = hydrated && session.kind === 'signed-in';
  useEffect(() => {
    if (signedIn) void go();
  }, [signedIn, go]);

  let body: ReactNode;
  if (session.kind === 'signed-out') {
    body = (
      <p>
        {t.signInPrompt} <SignInLink request={{ operation: 'login' }}>{t.signIn}</SignInLink>
      </p>
    );
  } else if (problem) {
    body = (
      <>
        <Alert variation="error" hasIcon={false} role="alert">
          {problem}{' '}
          <Button variation="link" onClick={() => void go()}>
            {t.retry}
          </Button>
        </Alert>
        <p>
          <Link to="ShowManageMembershipPage" params={{}}>
            {t.backToMembership}
          </Link>
        </p>
      </>
    );
  } else {
    body = <p aria-busy="true">{t.redirecting}</p>;
  }
  return (
    <AccountSurface>
      <div className="update-payment">
        <h1>{t.title}</h1>
        {body}
      </div>
    </AccountSurface>
  );
}
