import { jsonAnswer, requestBodyText } from '#shared/http/function-url-message.ts';
import { answerFailures, type FunctionUrlHandler } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { WebhookRefused, type PaymentProvider } from './payment-provider.ts';
import type { MembershipsService } from './service.ts';

/**
 * Where Stripe posts its events: a function URL without origin access control (Stripe cannot add the
 * body hash OAC needs, decision 20), so the signature is the only proof, checked before anything else.
 */
export const stripeWebhookPath = '/_/stripe/webhook';
/** Stripe's events are a few KB; anything far larger is not one. */
const maxWebhookBytes = 256 * 1024;

export interface WebhookDependencies {
  provider: PaymentProvider;
  service: MembershipsService;
  logger?: FailureLogger & { warn(message: string, extra: Record<string, unknown>): void };
}

/**
 * The webhook Lambda: POST at stripeWebhookPath only; a missing or wrong signature is a 400 that changes
 * nothing; a verified event is applied (functions/memberships/service.ts applyEvent) and answered 200
 * whatever it changed, so Stripe stops sending it; a failure of ours is a 503, which Stripe retries.
 */
export function createWebhookHandler(deps: WebhookDependencies): FunctionUrlHandler {
  const logger = deps.logger ?? createLogger('memberships-webhook');
  return answerFailures(
    async (event) => {
      if (event.rawPath !== stripeWebhookPath) return jsonAnswer(404, { error: 'Not found.' });
      if (event.requestContext.http.method !== 'POST') return jsonAnswer(405, { error: 'Use POST.' });
      // The body exactly as sent: the signature covers its bytes.
      const rawBody = requestBodyText(event) ?? '';
      if (rawBody.length > maxWebhookBytes) return jsonAnswer(413, { error: 'Too large.' });
      let parsed;
      try {
        parsed = await deps.provider.parseWebhook(rawBody, event.headers?.['stripe-signature']);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        logger.warn('A webhook was refused', { reason: error.message });
        return jsonAnswer(400, { error: error.message });
      }
      const outcome = await deps.service.applyEvent(parsed);
      return jsonAnswer(200, { received: true, outcome });
    },
    { logger, unavailable: (requestId) => jsonAnswer(503, { error: `Try again (request ${requestId}).` }) },
  );
}
