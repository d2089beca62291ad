import type { RouteName, RouteParamsFor } from '#web/routes/catalogue.ts';

/** Spec 2 §4 "Toasts": the named styles, in the spec's order. */
export const toastStyles = [
  'EU_PRIVACY_BANNER',
  'EXPORT_EMAIL_SUBSCRIBERS',
  'VERIFY_EMAIL',
  'SENT_VERIFICATION_EMAIL',
  'LIMITED_STATE_BANNER',
  'RETRYABLE_ERROR',
  'NEWSLETTER_UNSUBSCRIBE',
  'NEWSLETTER_SUBSCRIBE',
  'USER_SUSPENDED',
  'POST_SUSPENDED',
  'HIDE_POST_RESPONSE',
  'HIDE_CATALOG_RESPONSE',
  'POST_PINNED_TO_COLLECTION_HOMEPAGE',
  'SUBSCRIBE_SUCCESS',
  'SUBSCRIBE_FAIL',
  'SUBSCRIBE_SELF',
  'SUBSCRIBED_ALREADY',
  'MUTE_ENTITY',
  'ACCENT',
  'PUBLISH_RESPONSE',
  'ACCOUNT_LOCKOUT',
  'FOLLOW_PUBLISHER',
  'USER_POSITIVE_SIGNAL',
  'SIGN_IN_CONFIRMATION',
  'SUBSCRIPTION_PROMOTION',
  'MOVE_POST_TO_TRASH',
  'UNCLAIM_SUBDOMAIN_ERROR',
  'UNDELETE_POST',
  'ALTERNATE_USER',
  'ERROR',
  'FOLLOW_CATALOG',
  'RETRY_STRIPE_CONNECTION',
] as const;

/** A named style, or MESSAGE: the plain message every other style falls back to. */
export type ToastStyle = (typeof toastStyles)[number] | 'MESSAGE';

/** FOREVER keeps the toast, NEXTPAGE keeps it until the next navigation, a number hides it after so many ms. */
export type ToastDuration = 'FOREVER' | 'NEXTPAGE' | number;

/** Spec 2 §9, spec 3 §9. */
export const defaultToastDuration = 5000;
export const toastAnimationMs = 300;

export interface ToastExtraParams {
  /** Rendered as data-testid on the toast. */
  testId?: string;
  [name: string]: unknown;
}

/** An action that reverses what the toast reports (unmute, unfollow, restore…); it runs at most once. */
export interface ToastUndo {
  label: string;
  onUndo: () => void;
}

/**
 * A link to a named route of the catalogue, its parameters checked against that route; or, for a
 * destination outside the catalogue (the privacy policy, help), a plain address.
 */
export type ToastLink =
  | {
      [N in RouteName]: { route: N; params: RouteParamsFor<N>; label: string };
    }[RouteName]
  | { href: string; label: string };

/**
 * A button that acts on what the toast says (send the verification e-mail, accept the privacy notice).
 * Like undo, it runs at most once and the toast then goes.
 */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** What a feature passes to showToast. */
export interface ToastInput {
  message: string;
  /** Any string: one that is not a named style shows as a plain MESSAGE. */
  toastStyle?: ToastStyle | (string & {});
  /** Defaults to 5000 ms. */
  duration?: ToastDuration;
  extraParams?: ToastExtraParams;
  undo?: ToastUndo;
  action?: ToastAction;
  link?: ToastLink;
}

/** A toast as shown: its style is known and its duration decided. */
export interface Toast extends ToastInput {
  toastStyle: ToastStyle;
  duration: ToastDuration;
  extraParams: ToastExtraParams;
}

const named: ReadonlySet<string> = new Set(toastStyles);

export const isToastStyle = (style: string): style is ToastStyle => style === 'MESSAGE' || named.has(style);

const isDuration = (duration: unknown): duration is ToastDuration =>
  duration === 'FOREVER' ||
  duration === 'NEXTPAGE' ||
  (typeof duration === 'number' && Number.isFinite(duration) && duration > 0);

/** Spec 2 §4: any other style is a plain message; a missing or unusable duration is the default. */
export function toToast(input: ToastInput): Toast {
  const style = input.toastStyle;
  return {
    ...input,
    toastStyle: style !== undefined && isToastStyle(style) ? style : 'MESSAGE',
    duration: isDuration(input.duration) ? input.duration : defaultToastDuration,
    extraParams: input.extraParams ?? {},
  };
}
