import { useEffect, useState } from 'react';

/**
 * The address's hash ('#tokens'), '' on the server and while hydrating (the server never sees it), then
 * kept current as in-page links change it.
 */
export function useLocationHash(): string {
  const [hash, setHash] = useState('');
  useEffect(() => {
    const read = () => setHash(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return hash;
}

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
