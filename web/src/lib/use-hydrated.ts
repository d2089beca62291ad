import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/** False on the server and while hydrating, true afterwards: for what only the browser can know. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
