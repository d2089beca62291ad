import { lazyFunctionUrlHandler, observeFunctionUrl } from '#shared/http/http-errors.ts';
import { dataFromEnv } from '#shared/lambda/clients.ts';
import { requireEnv } from '#shared/lambda/require-env.ts';
import { secretsManagerSecret } from '#shared/lambda/secret.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { composeNewsletters } from './handler.ts';
import { composeConfirmationPage } from './import/compose.ts';
import { withConfirmation } from './import/confirmation-page.tsx';
import { createOneClickHandler } from './one-click.ts';
import { createTrackingHandler, withTracking } from './tracking/tracking-handler.ts';

const logger = createLogger('newsletters-one-click');

/**
 * The one-click unsubscribe Lambda's AWS entry (its own function URL without IAM, CloudFront's
 * /_/newsletters/unsubscribe/* behaviour without OAC), which also serves the open pixel and click
 * redirects (/_/newsletters/open/*, /_/newsletters/click/*, decision 165) and imports' confirmation
 * links (/_/newsletters/confirm/*, decision 173): built on the first request.
 */
export const handler = observeFunctionUrl(
  'newsletters-one-click',
  lazyFunctionUrlHandler(
    async () => {
      const data = dataFromEnv();
      const sessionSecret = secretsManagerSecret(requireEnv('SESSION_SECRET_ARN'));
      return withTracking(
        createTrackingHandler({ data, sessionSecret }),
        withConfirmation(
          composeConfirmationPage(data, sessionSecret),
          createOneClickHandler(composeNewsletters(data, sessionSecret).service, logger),
        ),
      );
    },
    {
      logger,
      unavailable: (requestId) => ({ statusCode: 503, body: `Try again (request ${requestId}).` }),
    },
  ),
);
