import * as z from 'zod';
import { ProviderUnavailable, type Fetch } from '../core/identity/discovery.ts';
import type { ProviderProfile } from '../core/identity/providers.ts';

/** A configured client of one provider: its id, and its secret read on demand (Secrets Manager in AWS). */
export interface OidcClient {
  clientId: string;
  clientSecret: () => Promise<string>;
}

/** The provider refused the sign-in or answered something we must not trust: the reader's to redo. */
export class SignInRefused extends Error {
  override name = 'SignInRefused';
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  id_token: z.string().optional(),
});
export type TokenAnswer = z.output<typeof tokenAnswer>;

/** Per RFC 6749 §2.3.1 the id and secret are form-encoded before Basic encoding. */
const basicCredentials = (id: string, secret: string) =>
  Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64');

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  /** The nonce the attempt sent (ID token providers). */
  nonce: string;
}

/**
 * The token request of the authorization-code flow (RFC 6749 §4.1.3) with the PKCE verifier, the client
 * authenticated as the profile says. A 400/401 is the provider refusing this code; anything else
 * unexpected is the provider being unavailable.
 */
export async function exchangeCode(
  fetcher: Fetch,
  profile: ProviderProfile,
  client: OidcClient,
  request: CodeExchange,
  tokenUrl: string,
) {
  const secret = await client.clientSecret();
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: request.code,
    redirect_uri: request.redirectUri,
    code_verifier: request.codeVerifier,
    client_id: client.clientId,
    ...(profile.tokenAuth === 'client_secret_post' ? { client_secret: secret } : {}),
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (profile.tokenAuth === 'client_secret_basic') {
    headers.authorization = `Basic ${basicCredentials(client.clientId, secret)}`;
  }
  let response: Response;
  try {
    response = await fetcher(tokenUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    throw new ProviderUnavailable(`${tokenUrl} did not answer: ${(error as Error).message}`);
  }
  const text = await response.text();
  // 400/401: the code was spent, expired or not ours (invalid_grant, invalid_client) — RFC 6749 §5.2.
  if (response.status === 400 || response.status === 401) {
    throw new SignInRefused(`${profile.name} refused the code: ${text.slice(0, 300)}`);
  }
  if (!response.ok) throw new ProviderUnavailable(`${tokenUrl} answered ${response.status}`);
  let parsed: ReturnType<typeof tokenAnswer.safeParse>;
  try {
    parsed = tokenAnswer.safeParse(JSON.parse(text));
  } catch {
    throw new ProviderUnavailable(`${tokenUrl} answered something that is not JSON`);
  }
  if (!parsed.success) throw new SignInRefused(`${profile.name}'s token answer: ${parsed.error.message}`);
  return parsed.data;
}
