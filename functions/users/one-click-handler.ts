import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { composeActivityOneClick } from './notifications/digest/compose.ts';

const logger = createLogger('users-one-click');

/**
 * The digest's one-click unsubscribe Lambda's AWS entry (decision 273): its own function URL without
 * IAM, CloudFront's /_/notifications/unsubscribe/* behaviour without OAC; built on the first request.
 */
export const handler = observeFunctionUrl(
  'users-one-click',
  lazyFunctionUrlHandler(
    () =>
      Promise.resolve(
        composeActivityOneClick(
          dataFromEnv(),
          secretsManagerSecret(requireEnv('SESSION_SECRET_ARN')),
          logger,
        ),
      ),
    {
      logger,
      unavailable: (requestId) => ({ statusCode: 503, body: `Try again (request ${requestId}).` }),
    },
  ),
);
