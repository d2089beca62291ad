import { createContext, useContext } from 'react';
import type { ToastInput } from './toast.ts';

/** What a feature can do with toasts; the shell provides it (web/src/shell/toasts/toasts-provider.tsx). */
export interface Toasts {
  /** Shows a toast and returns its id. */
  showToast(toast: ToastInput): string;
  /** Hides the toast with the exit animation; an unknown or already hidden id is ignored. */
  dismissToast(id: string): void;
}

export const ToastsContext = createContext<Toasts | null>(null);

export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs a ToastsProvider above it.');
  return toasts;
}
