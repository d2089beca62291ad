import { join } from 'node:path';
import { authorizerEvent, functionUrlGet } from '#functions/auth/core/test-doubles.ts';
import { authOriginVariable } from '#shared/http/auth-origin.ts';
import { uploadsBucketVariable } from '#shared/ports/object-store.ts';
import { newsletterSendRateVariable } from '#shared/queues/newsletter-send-job.ts';
import { pageAssetsVariable } from '#functions/pages/assets.ts';
import { functions, type FunctionSpec } from '#infra/functions.ts';
import { projectRoot } from '#infra/settings.ts';
import { resolverEvent } from '#fixtures/appsync-event.ts';
import { asInLambda, captureEmf } from '#fixtures/lambda-metrics.ts';

/**
 * What each function's entry reads when it loads or builds, with values that make it answer without
 * reaching AWS: nothing below is called successfully, each entry only has to answer or fail its way.
 */
const environment = {
  TABLE_NAME: 'folio',
  SESSION_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:folio-session',
  [authOriginVariable]: 'https://folio.example',
  CAPTCHA_KIND: 'none',
  GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
  [pageAssetsVariable]: JSON.stringify({
    script: '/assets/main.js',
    preloads: [],
    appPreloads: [],
    styles: [],
  }),
  [uploadsBucketVariable]: 'folio-uploads',
  MAIL_FROM_ADDRESS: 'Folio <noreply@folio.example>',
  [newsletterSendRateVariable]: '5',
  MAIL_CONFIGURATION_SET: 'folio-newsletters',
  SES_FEEDBACK_TOPIC_ARN: 'arn:aws:sns:us-east-1:123456789012:folio-ses-feedback',
  // The failures they log on the way are not what this checks.
  POWERTOOLS_LOG_LEVEL: 'SILENT',
};

/** One event of the kind each role receives, which its entry answers without a table or the network. */
const eventFor: Record<FunctionSpec['role'], () => unknown> = {
  resolver: () => resolverEvent('Query.noSuchField'),
  authorizer: () => authorizerEvent('anonymous'),
  pages: () => functionUrlGet('/_/no-such-page'),
  http: () => functionUrlGet('/no-such-path'),
  consumer: () => ({ Records: [] }),
  // EventBridge Scheduler's invocation carries nothing the function reads.
  scheduled: () => ({}),
};

describe.each(functions.map((spec) => [spec.name, spec] as const))('the %s entry', (name, spec) => {
  test('is observed: its first invocation publishes its cold start under its name', async () => {
    const leaveLambda = asInLambda(name, environment);
    const capture = captureEmf();
    try {
      await jest.isolateModulesAsync(async () => {
        const { handler } = (await import(join(projectRoot, spec.entry))) as {
          handler: (event: unknown, context: unknown) => Promise<unknown>;
        };
        await handler(eventFor[spec.role](), { awsRequestId: 'req-1' }).catch(() => undefined);
      });
      expect(capture.withMetric('ColdStart')).toEqual([
        expect.objectContaining({ ColdStart: 1, function_name: name, service: 'folio' }),
      ]);
    } finally {
      capture.restore();
      leaveLambda();
    }
  });
});
