import type { JsonWebKey } from 'node:crypto';
import * as z from 'zod';

/** Providers' metadata and keys change rarely: read once an hour per container. */
export const discoveryTtlMs = 60 * 60 * 1000;
/** A token naming an unknown key refetches the JWK Set, but not more often than this. */
export const jwksRefreshIntervalMs = 60 * 1000;
const requestTimeoutMs = 5000;

const metadataSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url().optional(),
  userinfo_endpoint: z.string().url().optional(),
});
export type ProviderMetadata = z.output<typeof metadataSchema>;

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** A provider did not answer, or answered nonsense: ours to log, the reader's to retry. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

export type Fetch = typeof fetch;

export async function fetchJson(fetcher: Fetch, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailable(`${url} did not answer: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (!response.ok)
    throw new ProviderUnavailable(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(`${url} answered something that is not JSON`);
  }
}

interface Cached<T> {
  value: Promise<T>;
  at: number;
}

/**
 * OpenID discovery (`{issuer}/.well-known/openid-configuration`) and JWK Sets, cached per container
 * for an hour. A failed read is not kept, so the next sign-in tries again. The metadata must name the
 * issuer it was asked for (OpenID Connect Discovery §4.3), or a look-alike could substitute endpoints.
 */
export function createProviderDirectory(fetcher: Fetch, now: () => number) {
  const metadata = new Map<string, Cached<ProviderMetadata>>();
  const keySets = new Map<string, Cached<JsonWebKey[]>>();

  function cached<T>(cache: Map<string, Cached<T>>, key: string, load: () => Promise<T>, maxAge: number) {
    const entry = cache.get(key);
    if (entry && now() - entry.at < maxAge) return entry.value;
    const value = load().catch((error: unknown) => {
      if (cache.get(key)?.value === value) cache.delete(key);
      throw error;
    });
    cache.set(key, { value, at: now() });
    return value;
  }

  return {
    metadata(issuer: string): Promise<ProviderMetadata> {
      return cached(
        metadata,
        issuer,
        async () => {
          const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
          const parsed = metadataSchema.safeParse(await fetchJson(fetcher, url));
          if (!parsed.success) throw new ProviderUnavailable(`${url}: ${parsed.error.message}`);
          if (parsed.data.issuer !== issuer) {
            throw new ProviderUnavailable(`${url} names issuer ${parsed.data.issuer}, not ${issuer}`);
          }
          return parsed.data;
        },
        discoveryTtlMs,
      );
    },

    /** The JWK Set at `uri`; `refresh` rereads it unless it was read in the last minute. */
    keys(uri: string, refresh = false): Promise<JsonWebKey[]> {
      const load = async () => {
        const parsed = jwksSchema.safeParse(await fetchJson(fetcher, uri));
        if (!parsed.success) throw new ProviderUnavailable(`${uri} is not a JWK Set`);
        return parsed.data.keys as JsonWebKey[];
      };
      return cached(keySets, uri, load, refresh ? jwksRefreshIntervalMs : discoveryTtlMs);
    },
  };
}

export type ProviderDirectory = ReturnType<typeof createProviderDirectory>;
