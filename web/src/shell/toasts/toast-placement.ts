import type { ToastStyle } from '#web/lib/toasts/toast.ts';

/** Spec 2 §4: suspended, privacy and error toasts are not wrapped in the top journey container. */
export const unwrappedToastStyles: ReadonlySet<ToastStyle> = new Set<ToastStyle>([
  'USER_SUSPENDED',
  'POST_SUSPENDED',
  'EU_PRIVACY_BANNER',
  'ERROR',
  'RETRYABLE_ERROR',
]);

export const isInJourney = (style: ToastStyle) => !unwrappedToastStyles.has(style);
