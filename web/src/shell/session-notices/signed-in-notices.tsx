import { useEffect, useRef } from 'react';
import { useEventReporter } from '#web/lib/reporting/reporting-context.ts';
import { readStoredEntryPoint, storeEntryPoint } from '#web/connected/sign-in/entry-point.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import type { Viewer } from '#web/lib/viewer-session.ts';
import { automaticToasts, verificationSentToast } from './automatic-toasts.ts';
import { useSendVerificationEmail } from '#web/connected/viewer/send-verification-email-mutation.ts';
import { loginEvents, recordViewer } from './viewer-history.ts';

/**
 * The signed-in reader's automatic toasts (spec 2 §4) and login tracking (spec 3 §4), once per page
 * load: mounted by SessionNotices above the pages, so navigations do not repeat them. A separate chunk:
 * visitors never load it.
 */
export function SignedInNotices({ viewer }: { viewer: Viewer }) {
  const { showToast } = useToasts();
  const reporter = useEventReporter();
  const send = useSendVerificationEmail();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === viewer.id) return;
    handled.current = viewer.id;
    const observation = recordViewer(viewer.id);
    for (const { key, data } of loginEvents(observation, readStoredEntryPoint())) reporter.record(key, data);
    // The entry point belonged to this sign-in; a later one stores its own.
    if (observation.newSignIn) storeEntryPoint(undefined);
    const sendVerification = () => void send().then((outcome) => showToast(verificationSentToast(outcome)));
    for (const toast of automaticToasts(viewer, observation.newSignIn, sendVerification)) showToast(toast);
  }, [viewer, reporter, send, showToast]);

  return null;
}
