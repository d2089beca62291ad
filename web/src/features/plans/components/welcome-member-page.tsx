import '#plans-styles';
import { Button } from '@aws-amplify/ui-react';
import { useEffect, useState, type ReactNode } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { startedFrom } from '#web/lib/plans-link.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { useWelcomeMemberQuery } from '../api/welcome-member-query.ts';
import { plansTexts } from '../texts.ts';

/** How often the tier is asked again: briefly at first, then now and then (the webhook may be slow). */
export const welcomePolling = { firstMs: 1500, laterMs: 10_000, slowAfterMs: 20_000 } as const;

/**
 * /welcome-member, where the payment provider sends a paid reader: it waits (asking the tier again)
 * until the provider's webhook made them a member, welcomes them, and leads back to where they
 * started (`?from=`, a path of this site) with a page load, so the story is read again as a member's.
 */
export function WelcomeMemberPage() {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const [slow, setSlow] = useState(false);
  const [from, setFrom] = useState<string | null>(null);
  useEffect(() => setFrom(startedFrom(window.location.search)), []);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), welcomePolling.slowAfterMs);
    return () => clearTimeout(timer);
  }, []);
  const { data, startPolling, stopPolling } = useWelcomeMemberQuery(!hydrated || signedOut);
  const tier = data?.viewer?.membership?.tier ?? 'FREE';
  const member = tier !== 'FREE';
  useEffect(() => {
    if (!hydrated || signedOut || member) return;
    startPolling(slow ? welcomePolling.laterMs : welcomePolling.firstMs);
    return stopPolling;
  }, [hydrated, signedOut, member, slow, startPolling, stopPolling]);

  let content: ReactNode;
  if (signedOut) {
    content = (
      <p className="plans__intro">
        {plansTexts.welcomeSignIn}{' '}
        <SignInLink request={{ operation: 'login' }}>{plansTexts.signIn}</SignInLink>
      </p>
    );
  } else if (member) {
    content = (
      <>
        <h1 className="plans__title">
          {tier === 'FRIEND' ? plansTexts.welcomeFriendTitle : plansTexts.welcomeTitle}
        </h1>
        <p className="plans__intro">{plansTexts.welcomeText}</p>
        <Button as="a" variation="primary" href={from ?? buildRoute('ShowHome', {})}>
          {from ? plansTexts.continueReading : plansTexts.startReading}
        </Button>
      </>
    );
  } else {
    content = (
      <p className="plans__intro" role="status" aria-busy="true">
        {slow ? plansTexts.confirmingSlow : plansTexts.confirming}
      </p>
    );
  }
  return (
    <AccountSurface>
      <section className="plans">{content}</section>
    </AccountSurface>
  );
}
