import { useEffect } from 'react';

/**
 * Spec 2 §2's anchors: once the section is on the page (the data has come), scroll to it. Runs after
 * the router's scroll to the top of a new page, so it wins.
 */
export function useScrollToHash(hash: string, ready: boolean): void {
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [hash, ready]);
}
