import { createCredentialRepository } from './password/credential-repository.ts';
import { createEmailChangeRepository } from './security/email-change-repository.ts';
import { createEmailVerification } from './security/email-change.ts';
import { createIntegrationTokenRepository } from './security/integration-token-repository.ts';
import { createConnections } from './security/connections.ts';
import { createOidcRepository } from './core/identity/identity-repository.ts';
import { createPasswordAttempts } from './password/attempts.ts';
import { createPasswordService } from './password/service.ts';
import type { AuthResolverDependencies } from './core/ports.ts';
import type { AuthRepository } from './core/auth-repository.ts';
import type { SecurityServices } from './security/fields.ts';
import { createSecurityService } from './security/sessions-and-tokens.ts';

/** The services behind security-resolvers.ts, over the resolvers' collaborators. */
export function createSecurityServices(
  deps: AuthResolverDependencies,
  repository: AuthRepository,
): SecurityServices {
  const now = deps.now ?? Date.now;
  const credentials = createCredentialRepository(deps.data);
  return {
    password: createPasswordService({
      repository,
      credentials,
      attempts: createPasswordAttempts({ credentials, now }),
      now,
    }),
    security: createSecurityService({ repository, tokens: createIntegrationTokenRepository(deps.data), now }),
    connections: createConnections({ repository, oidc: createOidcRepository(deps.data) }),
    emailVerification: createEmailVerification({
      repository,
      emails: createEmailChangeRepository(deps.data),
      queue: deps.queue,
      settings: deps.settings,
      now,
    }),
  };
}
