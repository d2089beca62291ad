/**
 * Lambda function URLs behind CloudFront origin access control accept a request body only with its
 * SHA-256 in this header: CloudFront signs the request but cannot hash the body for us.
 */
export const bodyHashHeader = 'x-amz-content-sha256';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** fetch that adds the body's hash to every request with a body (the batch link's POSTs). */
export function bodyHashFetch(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    if (typeof init?.body !== 'string') return fetchImpl(input, init);
    // The batch link gives headers as a plain object.
    const headers = {
      ...(init.headers as Record<string, string> | undefined),
      [bodyHashHeader]: await sha256Hex(init.body),
    };
    return fetchImpl(input, { ...init, headers });
  };
}
