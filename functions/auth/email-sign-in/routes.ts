import type { FolioData } from '../../shared/data.ts';
import type { createLogger } from '../../shared/observability.ts';
import { createSignInDestination } from '../handoff/destination.ts';
import type { SecretSource } from '../core/ports.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import type { Sessions } from '../core/sessions.ts';
import { createBindingRoute } from './binding-route.ts';
import { createEmailCallbackRoute } from './callback-route.ts';
import { createConfirmRoute } from './confirm-route.ts';
import { createEmailSignIn } from './sign-in.ts';

export interface EmailSignInRoutesDependencies {
  data: FolioData;
  repository: AuthRepository;
  sessions: Sessions;
  secret: SecretSource;
  authOrigin: string;
  now: () => number;
  logger: Pick<ReturnType<typeof createLogger>, 'info'>;
}

/**
 * The end of e-mail sign-in, over one sign-in core (sign-in.ts): the binding a browser asks for first
 * and the callback (auth-http, GETs), and the confirmation's POST (auth-form-post).
 */
export function createEmailSignInRoutes(deps: EmailSignInRoutesDependencies) {
  const { data, repository, sessions, secret, authOrigin, now, logger } = deps;
  const destination = createSignInDestination({ data, repository, authOrigin, now });
  const signIn = createEmailSignIn({ repository, sessions, destination, now, logger });
  return {
    binding: createBindingRoute(),
    callback: createEmailCallbackRoute({ signIn, repository, secret }),
    confirm: createConfirmRoute({ signIn, secret }),
  };
}
