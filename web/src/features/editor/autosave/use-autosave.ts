import { useEffect, useSyncExternalStore } from 'react';
import type { Autosave, AutosaveStatus } from './autosave.ts';

const savedStatus: AutosaveStatus = { state: 'saved' };

/**
 * The autosave's status, for rendering; and the browser events that should save at once: coming back
 * online, and the page being hidden or left (the local copy is kept either way).
 */
export function useAutosave(autosave: Autosave | undefined): AutosaveStatus {
  useEffect(() => {
    if (!autosave) return;
    const flush = () => void autosave.flush();
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('online', flush);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
    };
  }, [autosave]);
  return useSyncExternalStore(
    (onChange) => autosave?.subscribe(onChange) ?? (() => {}),
    () => autosave?.current ?? savedStatus,
    () => savedStatus,
  );
}
