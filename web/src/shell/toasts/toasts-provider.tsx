import { createContext, useContext, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { toToast } from '#web/lib/toasts/toast.ts';
import { ToastsContext, type Toasts } from '#web/lib/toasts/toasts-context.ts';
import { toastsReducer, type ShownToast } from './toasts-state.ts';

/** What the region needs beyond the features' API. */
interface ToastList {
  shown: readonly ShownToast[];
  remove(id: string): void;
  navigated(): void;
}

const ToastListContext = createContext<ToastList | null>(null);

export function useToastList(): ToastList {
  const list = useContext(ToastListContext);
  if (!list) throw new Error('The toast region needs a ToastsProvider above it.');
  return list;
}

/**
 * Holds the toasts of the page. The server renders none, so the first browser render matches it; ids
 * are only made in the browser.
 */
export function ToastsProvider({ children }: { children: ReactNode }) {
  const [shown, dispatch] = useReducer(toastsReducer, []);
  const lastId = useRef(0);
  const toasts = useMemo<Toasts>(
    () => ({
      showToast(input) {
        const id = `toast-${++lastId.current}`;
        dispatch({ type: 'show', id, toast: toToast(input) });
        return id;
      },
      dismissToast: (id) => dispatch({ type: 'dismiss', id }),
    }),
    [],
  );
  // Stable, so an exit animation's timer is not restarted when another toast comes or goes.
  const actions = useMemo(
    () => ({
      remove: (id: string) => dispatch({ type: 'remove', id }),
      navigated: () => dispatch({ type: 'navigated' }),
    }),
    [],
  );
  const list = useMemo<ToastList>(() => ({ shown, ...actions }), [shown, actions]);
  return (
    <ToastsContext.Provider value={toasts}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastsContext.Provider>
  );
}
