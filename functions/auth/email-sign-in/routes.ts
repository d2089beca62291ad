import type { createLogger } from '#shared/observability/observability.ts';
import type { SecretSource, SignInDestination } from '../core/ports.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import type { Sessions } from '../core/sessions.ts';
import { createBindingRoute } from './binding-route.ts';
import { createEmailCallbackRoute } from './callback-route.ts';
import { createConfirmRoute } from './confirm-route.ts';
import { createEmailSignIn } from './sign-in.ts';

export interface EmailSignInRoutesDependencies {
  repository: AuthRepository;
  sessions: Sessions;
  secret: SecretSource;
  /** Where a signed-in browser goes (the entry's hand-off, handoff/destination.ts). */
  destination: SignInDestination;
  now: () => number;
  logger: Pick<ReturnType<typeof createLogger>, 'info'>;
}

/**
 * The end of e-mail sign-in, over one sign-in core (sign-in.ts): the binding a browser asks for first
 * and the callback (auth-http, GETs), and the confirmation's POST (auth-form-post).
 */
export function createEmailSignInRoutes(deps: EmailSignInRoutesDependencies) {
  const { repository, sessions, secret, destination, now, logger } = deps;
  const signIn = createEmailSignIn({ repository, sessions, destination, now, logger });
  return {
    binding: createBindingRoute(),
    callback: createEmailCallbackRoute({ signIn, repository, secret }),
    confirm: createConfirmRoute({ signIn, secret }),
  };
}
