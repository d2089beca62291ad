import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { readXsrfToken } from '../session.ts';

/**
 * fetch that echoes the session's xsrf token on every request (the batch link's POSTs): the API
 * refuses a signed-in mutation without it. The cookie is read per request, so a token set by signing
 * in (or cleared by signing out) in another tab is the one sent. A visitor has none and sends none.
 */
export function xsrfFetch(
  fetchImpl: typeof fetch,
  readToken: () => string | null = () => readXsrfToken(),
): typeof fetch {
  return async (input, init) => {
    const token = readToken();
    if (!token) return fetchImpl(input, init);
    // The batch link gives headers as a plain object.
    const headers = { ...(init?.headers as Record<string, string> | undefined), [xsrfHeaderName]: token };
    return fetchImpl(input, { ...init, headers });
  };
}
