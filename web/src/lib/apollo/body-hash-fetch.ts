import { bodyHashHeader, sha256Hex } from '../body-hash.ts';

/** fetch that adds the body's hash to every request with a body (the batch link's POSTs). */
export function bodyHashFetch(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    if (typeof init?.body !== 'string') return fetchImpl(input, init);
    // The batch link gives headers as a plain object.
    const headers = {
      ...(init.headers as Record<string, string> | undefined),
      [bodyHashHeader]: sha256Hex(init.body),
    };
    return fetchImpl(input, { ...init, headers });
  };
}
