import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { FolioData } from '#shared/data/data.ts';
import { sessionCookieName } from '#contract/edge-headers.ts';
import { readCookie } from '../core/cookies.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import type { Sessions } from '../core/sessions.ts';
import { createProviderDirectory } from '../core/identity/discovery.ts';
import {
  callbackPathOf,
  providerCatalogue,
  type OidcProviderName,
  type ProviderProfile,
} from '../core/identity/providers.ts';
import { createRelyingParty } from './relying-party.ts';
import { createIdentityRepository } from '../core/identity/identity-repository.ts';
import type { AuthLogger, SignInDestination } from '../core/ports.ts';
import { createAttemptRepository } from './attempt-repository.ts';
import { noOidc, type OidcSettings } from './settings.ts';

export interface OidcRoutesDependencies {
  data: FolioData;
  repository: AuthRepository;
  sessions: Sessions;
  settings: OidcSettings | undefined;
  authOrigin: string;
  now: () => number;
  logger: AuthLogger;
  /** Where a signed-in browser goes: the attempt's target, or a hand-off to the target's host. */
  destination: SignInDestination;
}

/** What the start and callback handlers share, built once per Lambda container. */
export function createOidcContext(deps: OidcRoutesDependencies) {
  const settings = deps.settings ?? noOidc;
  const fetcher = settings.fetch ?? fetch;
  const directory = createProviderDirectory(fetcher, deps.now);
  return {
    ...deps,
    attempts: createAttemptRepository(deps.data),
    identities: createIdentityRepository(deps.data),
    relyingParty: createRelyingParty({ directory, fetcher, now: deps.now }),
    /** Where the provider sends the browser back (registered with it): sent at start and exchange. */
    redirectUriOf: (profile: ProviderProfile) => `${deps.authOrigin}${callbackPathOf(profile)}`,
    profile: (provider: OidcProviderName): ProviderProfile =>
      settings.profiles?.[provider] ?? providerCatalogue[provider],
    client: (provider: OidcProviderName) => settings.clients[provider],
  };
}

export type OidcContext = ReturnType<typeof createOidcContext>;

export const queryOf = (event: APIGatewayProxyEventV2) =>
  Object.fromEntries(new URLSearchParams(event.rawQueryString ?? ''));

export const cookieOf = (event: APIGatewayProxyEventV2, name: string) =>
  readCookie(event.cookies, event.headers.cookie, name);

export const sessionTokenOf = (event: APIGatewayProxyEventV2) => cookieOf(event, sessionCookieName);

/** The sign-in page for `operation`, coming back to `target` (web/src/features/auth/sign-in-query.ts). */
export function signInPage(operation: string, target: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    operation: operation === 'register' ? 'register' : 'login',
    ...extra,
    ...(target !== '/' ? { redirect: target } : {}),
  });
  return `/m/signin?${query.toString()}`;
}
