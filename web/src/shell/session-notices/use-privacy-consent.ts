import { useEffect, useRef, useState } from 'react';
import {
  analyticsConsentGranted,
  readPrivacyAccepted,
  storePrivacyAccepted,
} from '#web/lib/reporting/analytics-consent.ts';
import { useEventReporter } from '#web/lib/reporting/reporting-context.ts';
import { siteLinks } from '#web/lib/site-links.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerKind } from '#web/lib/viewer-context.ts';
import type { ViewerSession } from '#web/lib/viewer-session.ts';
import { useVisitorQuery } from '#web/connected/viewer/visitor-query.ts';

/**
 * Spec 3 §4 analytics consent and spec 2 §4 privacy banner, decided in the browser after hydration.
 * Signed in, or accepted here before: granted at once. Otherwise VisitorQuery's country decides; an EU
 * (or GB) visitor gets the EU_PRIVACY_BANNER toast once, and its acceptance grants consent. Until
 * decided, the reporter holds its events (web/src/app/start-client.tsx starts it without consent).
 */
export function usePrivacyConsent(session: ViewerSession, hydrated: boolean) {
  const reporter = useEventReporter();
  const { showToast } = useToasts();
  const [acceptedNow, setAccepted] = useState(false);
  const bannerShown = useRef(false);
  // Bots are not tracked at all (spec 3 §6) and read no banner: nothing to decide for them.
  const bot = useViewerKind() === 'bot';
  const signedOut = session.kind === 'signed-out';
  // Storage is the browser's: read once hydrated, so the first render matches the server's.
  const accepted = acceptedNow || (hydrated && readPrivacyAccepted());

  const needsCountry = hydrated && signedOut && !accepted && !bot;
  const { data: visitorData } = useVisitorQuery(!needsCountry);
  const country = visitorData?.visitor?.geolocation?.country;

  useEffect(() => {
    if (!hydrated || bot || session.kind === 'loading') return;
    if (session.kind === 'signed-in' || accepted) return reporter.setConsent(true);
    if (country === undefined) return; // the country is not known yet: events wait
    const granted = analyticsConsentGranted({ signedIn: false, accepted: false, country });
    reporter.setConsent(granted);
    if (granted || bannerShown.current) return;
    bannerShown.current = true;
    const n = texts.sessionNotices;
    showToast({
      message: n.privacy,
      toastStyle: 'EU_PRIVACY_BANNER',
      duration: 'FOREVER',
      link: { href: siteLinks.privacy, label: n.privacyPolicy },
      action: {
        label: n.acceptPrivacy,
        onAction: () => {
          storePrivacyAccepted();
          setAccepted(true);
        },
      },
    });
  }, [hydrated, bot, session.kind, accepted, country, reporter, showToast]);
}
