import { lazy, Suspense, useEffect } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { usePrivacyConsent } from './use-privacy-consent.ts';
import { recordViewer } from './viewer-history.ts';

const SignedInNotices = lazy(() =>
  import('./signed-in-notices.tsx').then(({ SignedInNotices: notices }) => ({ default: notices })),
);

/**
 * What the shell says about the session rather than the page: analytics consent and the privacy banner
 * for everyone, the automatic toasts for a signed-in reader. Rendered once by the router, above the
 * pages, and only in the browser (the server renders nothing, so hydration is unaffected).
 */
export function SessionNotices() {
  const hydrated = useHydrated();
  const session = useViewerSession();
  usePrivacyConsent(session, hydrated);

  // A signed-out page ends the last reader's turn: their next sign-in is a new one (spec 2 §4).
  useEffect(() => {
    if (hydrated && session.kind === 'signed-out') recordViewer(null);
  }, [hydrated, session.kind]);

  if (!hydrated || session.kind !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <SignedInNotices viewer={session.viewer} />
    </Suspense>
  );
}
