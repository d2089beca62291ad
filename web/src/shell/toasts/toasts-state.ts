import type { Toast } from '#web/lib/toasts/toast.ts';

export interface ShownToast {
  id: string;
  toast: Toast;
  /** Playing its exit animation; removed when it ends. */
  leaving: boolean;
}

export type ToastsAction =
  | { type: 'show'; id: string; toast: Toast }
  | { type: 'dismiss'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'navigated' };

/** The toasts on screen, oldest first. */
export function toastsReducer(shown: readonly ShownToast[], action: ToastsAction): readonly ShownToast[] {
  switch (action.type) {
    case 'show':
      return [...shown, { id: action.id, toast: action.toast, leaving: false }];
    case 'dismiss':
      return shown.some((entry) => entry.id === action.id && !entry.leaving)
        ? shown.map((entry) => (entry.id === action.id ? { ...entry, leaving: true } : entry))
        : shown;
    case 'remove':
      return shown.filter((entry) => entry.id !== action.id);
    case 'navigated':
      // Spec 2 §4: NEXTPAGE toasts go with the page they were shown on, without an exit animation.
      return shown.some((entry) => entry.toast.duration === 'NEXTPAGE')
        ? shown.filter((entry) => entry.toast.duration !== 'NEXTPAGE')
        : shown;
  }
}
