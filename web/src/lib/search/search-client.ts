import {
  searchHeaders,
  searchQueriesPath,
  type SearchRequestBody,
  type SearchResponseBody,
  type SearchResult,
} from '#contract/search.ts';
import type { SearchClientConfig } from '#contract/search-config.ts';
import { bodyHashHeader, sha256Hex } from '../body-hash.ts';

/** Spec 3 §7 "Status 400 or above means error" (and a network failure, or an answer of the wrong shape). */
export class SearchFailed extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The search request failed.' : `The search answered ${status}.`);
  }
}

export interface SearchCaller {
  config: SearchClientConfig;
  /** Signed in only: an opaque token of the viewer (its id), for the provider's analytics. */
  userToken: string | null;
  fetch?: typeof fetch;
}

/** One POST to the multi-query endpoint; the results, one per request, in order. */
export async function postSearch(caller: SearchCaller, body: SearchRequestBody): Promise<SearchResult[]> {
  const send = caller.fetch ?? globalThis.fetch;
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    // The search Lambda's function URL is behind CloudFront's origin access control (as /_/ APIs are).
    [bodyHashHeader]: sha256Hex(json),
    [searchHeaders.apiKey]: caller.config.apiKey,
    [searchHeaders.applicationId]: caller.config.applicationId,
  };
  if (caller.userToken) headers[searchHeaders.userToken] = caller.userToken;
  let response: Response;
  try {
    response = await send(searchQueriesPath, { method: 'POST', headers, body: json });
  } catch {
    throw new SearchFailed(null);
  }
  if (response.status >= 400) throw new SearchFailed(response.status);
  const answer = (await response.json().catch(() => null)) as Partial<SearchResponseBody> | null;
  if (!Array.isArray(answer?.results) || answer.results.length !== body.requests.length) {
    throw new SearchFailed(response.status);
  }
  return answer.results;
}
