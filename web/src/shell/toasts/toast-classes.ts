/** The toasts' class names: the components, the stylesheet (app/styles/toasts.css) and tests share them. */
export const toastClasses = {
  region: 'toasts',
  /** The top "journey" container (spec 2 §4) that wraps every toast but suspended, privacy and error ones. */
  journey: 'toasts__journey',
  toast: 'toast',
  leaving: 'toast--leaving',
  message: 'toast__message',
  link: 'toast__link',
  undo: 'toast__undo',
  action: 'toast__action',
} as const;
