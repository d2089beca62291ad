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
