import { sqsClientFromEnv } from '#shared/lambda/clients.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { createAuthHttpHandler } from './create-auth-http-handler.ts';
import { authDependenciesFromEnv } from './core/environment.ts';
import { unavailablePage } from './core/http-responses.ts';
import { oidcSettingsFromEnv } from './oidc/environment.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';

/**
 * The auth-http Lambda's AWS entry (TABLE_NAME, SESSION_SECRET_ARN, AUTH_ORIGIN or
 * AUTH_ORIGIN_PARAMETER, and the OIDC_* variables of the configured providers), built on the first
 * request.
 */
const authHttp = lazyFunctionUrlHandler(
  async () =>
    createAuthHttpHandler({
      ...(await authDependenciesFromEnv()),
      queue: sqsQueueSender(sqsClientFromEnv()),
      oidc: oidcSettingsFromEnv(process.env, { secretByArn: (arn) => secretsManagerSecret(arn) }),
    }),
  { logger: createLogger('auth'), unavailable: unavailablePage },
);

export const handler = observeFunctionUrl('auth-http', authHttp);
