import { siteLinks } from '#web/lib/site-links.ts';
import { texts } from '#web/lib/texts.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { isMember, type Viewer } from '#web/lib/viewer-session.ts';
import type { SendVerificationEmailOutcome } from '#web/connected/viewer/send-verification-email-mutation.ts';

const t = texts.sessionNotices;

/**
 * Spec 2 §4 automatic toasts for a signed-in reader, in the order they stack: the suspended banner, the
 * sign-in confirmation (first page of a sign-in only), the verify-email prompt (no verified address).
 */
export function automaticToasts(
  viewer: Viewer,
  newSignIn: boolean,
  sendVerification: () => void,
): ToastInput[] {
  const toasts: ToastInput[] = [];
  if (viewer.isSuspended) {
    toasts.push({
      message: t.userSuspended,
      toastStyle: 'USER_SUSPENDED',
      duration: 'FOREVER',
      link: { href: siteLinks.help, label: t.learnMore },
    });
  }
  if (newSignIn) {
    toasts.push({ message: t.signedIn(viewer.name, isMember(viewer)), toastStyle: 'SIGN_IN_CONFIRMATION' });
  }
  if (!viewer.emailObfuscated) {
    // An address waiting for verification can be sent its link; without one, settings is where to add it.
    toasts.push(
      viewer.unverifiedEmail
        ? {
            message: t.verifyEmail(viewer.unverifiedEmail),
            toastStyle: 'VERIFY_EMAIL',
            duration: 'FOREVER',
            action: { label: t.sendVerificationEmail, onAction: sendVerification },
          }
        : {
            message: t.addEmail,
            toastStyle: 'VERIFY_EMAIL',
            duration: 'FOREVER',
            link: { route: 'ShowSettings', params: {}, label: t.goToSettings },
          },
    );
  }
  return toasts;
}

/** What follows sendVerificationEmail: the permanent SENT_VERIFICATION_EMAIL toast, or the error one. */
export function verificationSentToast(outcome: SendVerificationEmailOutcome): ToastInput {
  if (outcome.__typename === 'User') {
    return {
      message: outcome.unverifiedEmail
        ? t.sentVerificationEmail(outcome.unverifiedEmail)
        : t.sentVerificationEmailGeneric,
      toastStyle: 'SENT_VERIFICATION_EMAIL',
      duration: 'FOREVER',
      // Permanent (spec 2 §8), so the reader is given a way to put it away.
      action: { label: t.gotIt, onAction: () => undefined },
    };
  }
  if (outcome.__typename === 'RateLimited' && outcome.message) {
    return { message: outcome.message, toastStyle: 'ERROR' };
  }
  // Spec 2 §8: 'An error occured.' with a support link.
  return {
    message: texts.toasts.error,
    toastStyle: 'ERROR',
    link: { href: siteLinks.help, label: t.learnMore },
  };
}
