import { renderToStaticMarkup } from 'react-dom/server';
import { answerFailures, type FunctionUrlHandler, type FunctionUrlResult } from '#shared/http/http-errors.ts';
import type { SecretSource } from '#shared/lambda/secret.ts';
import { createLogger } from '#shared/observability/observability.ts';
import { serviceUnavailableMessage, type FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { confirmPathPrefix, isConfirmationSigned, readConfirmationPath } from './confirmation-link.ts';
import { confirmationTexts as texts } from './confirmation-texts.ts';
import type { ConfirmationState, ConfirmSubscription } from './confirm-subscription.ts';

/** A small page of its own (no script, no asset): private, never cached, and its form posts only here. */
function page(statusCode: number, title: string, text: string, form?: { action: string }): FunctionUrlResult {
  const body = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          fontFamily: 'sans-serif',
          maxWidth: '36rem',
          margin: '4rem auto',
          padding: '0 1rem',
          color: '#242424',
        }}
      >
        <h1 style={{ fontSize: '1.5rem' }}>{title}</h1>
        <p>{text}</p>
        {form ? (
          <form method="post" action={form.action}>
            <button type="submit">{texts.confirm}</button>
          </form>
        ) : (
          <p>
            <a href="/">{texts.home}</a>
          </p>
        )}
      </body>
    </html>,
  );
  return {
    statusCode,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
    body: `<!doctype html>${body}`,
  };
}

const answerOf = (outcome: ConfirmationState, path: string): FunctionUrlResult => {
  if (outcome.state === 'expired') return page(410, texts.expiredTitle, texts.expired);
  if (outcome.state === 'pending')
    return page(200, texts.pageTitle, texts.pageAsk(outcome.newsletterName), { action: path });
  if (outcome.state === 'confirmed')
    return page(200, texts.confirmedTitle, texts.confirmed(outcome.newsletterName));
  return page(200, texts.alreadyTitle, texts.already(outcome.newsletterName));
};

/**
 * The confirmation link's page (decision 173), on the newsletters' function URL at `/_/newsletters/confirm/…`.
 * Mail scanners fetch links, so a GET only shows the question and a "Confirm subscription" button,
 * which POSTs to the same signed address; the POST subscribes. A forged or malformed link is a 400, an
 * expired one a 410 page that says so; neither changes anything.
 */
export function createConfirmationPage(parts: {
  confirmations: Pick<ConfirmSubscription, 'peek' | 'confirm'>;
  sessionSecret: SecretSource;
  now?: () => number;
  logger?: FailureLogger;
}): FunctionUrlHandler {
  const { now = Date.now, logger = createLogger('newsletters-one-click') } = parts;
  return answerFailures(
    async (event) => {
      const method = event.requestContext.http.method;
      const link = readConfirmationPath(event.rawPath);
      if (!link || !isConfirmationSigned(await parts.sessionSecret(), link))
        return page(400, texts.badTitle, texts.bad);
      if (link.expiresAt * 1000 <= now()) return page(410, texts.expiredTitle, texts.expired);
      if (method === 'GET' || method === 'HEAD')
        return answerOf(await parts.confirmations.peek(link), event.rawPath);
      if (method !== 'POST')
        return {
          statusCode: 405,
          headers: { allow: 'GET, POST', 'cache-control': 'no-store' },
          body: 'Use GET or POST.',
        };
      return answerOf(await parts.confirmations.confirm(link), event.rawPath);
    },
    {
      logger,
      unavailable: (requestId) => page(503, texts.failedTitle, serviceUnavailableMessage(requestId)),
    },
  );
}

/** The newsletters' one function URL: the confirmation paths here, the rest there. */
export const withConfirmation =
  (confirmation: FunctionUrlHandler, others: FunctionUrlHandler): FunctionUrlHandler =>
  (event, context) =>
    event.rawPath.startsWith(confirmPathPrefix) ? confirmation(event, context) : others(event, context);
