import { createCredentialRepository } from './credential-repository.ts';
import { createEmailChangeRepository } from './email-change-repository.ts';
import { createEmailVerification } from './email-verification.ts';
import { createIntegrationTokenRepository } from './integration-token-repository.ts';
import { createConnections } from './oidc/connections.ts';
import { createOidcRepository } from './oidc/repository.ts';
import { createPasswordAttempts } from './password-attempts.ts';
import { createPasswordService } from './password-service.ts';
import type { AuthResolverDependencies } from './ports.ts';
import type { AuthRepository } from './repository.ts';
import type { SecurityServices } from './security-resolvers.ts';
import { createSecurityService } from './security-service.ts';

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
