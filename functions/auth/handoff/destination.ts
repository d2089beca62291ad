import { authPaths } from '#contract/auth-paths.ts';
import { onboardingTarget, skipsOnboardingMark } from '#contract/onboarding.ts';
import type { FolioData } from '#shared/data/data.ts';
import { handoffCandidate, safeRedirectTarget } from '../core/redirect-target.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import type { SignInDestination } from '../core/ports.ts';
import { randomToken, sha256Hex } from '../core/tokens.ts';
import { createHandoffHosts } from './hosts.ts';
import { createHandoffHostRepository } from './host-repository.ts';

/** A hand-off is spent as soon as the browser arrives: two minutes allow a slow network, little else. */
export const handoffLifetimeSeconds = 2 * 60;

export interface SignInDestinationDependencies {
  data: FolioData;
  repository: Pick<AuthRepository, 'putGrant'>;
  authOrigin: string;
  now: () => number;
}

/**
 * A reader whose account was just made picks topics first (decision 274), then goes on to the page they
 * asked for when it is a path of the site (a writer's subdomain is reached from the home).
 */
const afterSignUp = (target: string) => onboardingTarget(target.startsWith('/') ? target : '/');

/**
 * Where the browser goes once a sign-in on the auth domain has opened `userId`'s session there. The
 * session cookies are the auth domain's own (host-only), so a target on another host of Folio's — a
 * live custom domain, a claimed writer's subdomain — gets the session through a single-use **hand-off**:
 * a grant bound to the user and that host, spent at /m/callback/session on the host itself
 * (route.ts), which sets that host's cookies (a new account there skips onboarding: its session is
 * that host's). Any other target is safeRedirectTarget's.
 */
export function createSignInDestination({
  data,
  repository,
  authOrigin,
  now,
}: SignInDestinationDependencies): SignInDestination {
  const isHandoffHost = createHandoffHosts(createHandoffHostRepository(data), authOrigin);

  return async (state: string | undefined, userId: string, created: boolean): Promise<string> => {
    const target = handoffCandidate(state, authOrigin);
    if (!target || !(await isHandoffHost(target.hostname))) {
      const onAuthDomain = safeRedirectTarget(state, authOrigin);
      return created && !skipsOnboardingMark(onAuthDomain) ? afterSignUp(onAuthDomain) : onAuthDomain;
    }
    const token = randomToken();
    const createdAt = now();
    await repository.putGrant({
      tokenHash: sha256Hex(token),
      kind: 'handoff',
      userId,
      host: target.host,
      createdAt,
      expiresAt: Math.floor(createdAt / 1000) + handoffLifetimeSeconds,
    });
    // Only the path travels: the hand-off can send the browser nowhere but the host it was made for.
    const query = new URLSearchParams({
      token,
      redirect: `${target.pathname}${target.search}${target.hash}`,
    });
    return `${target.origin}${authPaths.sessionHandoff}?${query.toString()}`;
  };
}
