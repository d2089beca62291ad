import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useFlags } from '#web/lib/flags/use-flags.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { isInsideAuthDomain } from '#web/connected/sign-in/sign-in-request.ts';
import { useSiteConfig } from '#web/lib/site-config.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { belowMdQuery } from '../email-type.ts';
import { oneTapDismissedAt } from './one-tap-dismissal.ts';
import { showsGoogleOneTap } from './one-tap-rule.ts';

// Google's script, the card and the call: a chunk only eligible visitors load.
const GoogleOneTap = lazy(() =>
  import('./google-one-tap.tsx').then(({ GoogleOneTap: oneTap }) => ({ default: oneTap })),
);

const subscribeToWidth = (onChange: () => void) => {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(belowMdQuery) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/** Below md (728 px), following resizes; the server counts as small: it renders no prompt. */
const useBelowMd = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => typeof window.matchMedia === 'function' && window.matchMedia(belowMdQuery).matches,
    () => true,
  );

/**
 * Where Google one-tap may appear (spec 2 §2), rendered once by the router under the sign-in provider.
 * Only the rule's facts are read here, all already at hand; the prompt's code loads only when the rule
 * says yes, so readers who are signed in (or on a phone, or with the flag off) download none of it.
 */
export function GoogleOneTapSlot() {
  const hydrated = useHydrated();
  const { googleClientId } = useSiteConfig();
  // Nothing to ask (not even the flags) on the server, or where Google sign-in is not configured.
  if (!hydrated || !googleClientId) return null;
  return <EligibleOneTap googleClientId={googleClientId} />;
}

function EligibleOneTap({ googleClientId }: { googleClientId: string }) {
  const session = useViewerSession();
  const { authOrigin } = useSiteConfig();
  const flags = useFlags();
  const { view } = useRouter();
  const belowMd = useBelowMd();
  const shows = showsGoogleOneTap({
    signedOut: session.kind === 'signed-out',
    hydrated: true,
    belowMd,
    dismissedAt: oneTapDismissedAt(),
    now: Date.now(),
    route: view.kind === 'page' ? view.route : null,
    flagEnabled: flags.enable_google_one_tap === true,
    googleClientId,
    onAuthDomain: isInsideAuthDomain(window.location.origin, authOrigin),
  });
  if (!shows) return null;
  return (
    <Suspense fallback={null}>
      <GoogleOneTap clientId={googleClientId} />
    </Suspense>
  );
}
