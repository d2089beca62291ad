import { isOneClickBody, notOneClickMessage } from '#shared/email/one-click-unsubscribe.ts';
import { jsonAnswer, requestBodyText } from '#shared/http/function-url-message.ts';
import { answerFailures, type FunctionUrlHandler } from '#shared/http/http-errors.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import { unsubscribeByLinkArguments } from './arguments.ts';
import { newsletterMessages } from './messages.ts';
import type { NewslettersService } from './service.ts';
import { oneClickPathPrefix, unsubscribeLinkPath } from './unsubscribe-link.ts';

/** What the address names: `{newsletterId}/{subscriberId}/{signature}` after the prefix, checked by zod. */
function linkOf(path: string) {
  if (!path.startsWith(oneClickPathPrefix)) return undefined;
  const parts = path.slice(oneClickPathPrefix.length).split('/');
  if (parts.length !== 3) return undefined;
  const [newsletterV3Id, subscriberId, signature] = parts.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return '';
    }
  });
  const parsed = unsubscribeByLinkArguments.safeParse({ newsletterV3Id, subscriberId, signature });
  return parsed.success ? parsed.data : undefined;
}

/**
 * RFC 8058 one-click unsubscribe (decision 158): a mail client POSTs `List-Unsubscribe=One-Click` to
 * the List-Unsubscribe address, without cookies or xsrf token, so it is its own function URL without
 * origin access control and the link's signature is the only proof: a valid one unsubscribes at once
 * (200, the same when already done); a forged, altered or malformed one is a 400 that changes nothing.
 * A GET (a reader's click, a scanner's prefetch) changes nothing: it is sent on to the page that asks.
 */
export function createOneClickHandler(
  service: Pick<NewslettersService, 'unsubscribeByLink'>,
  logger: FailureLogger = createLogger('newsletters-one-click'),
): FunctionUrlHandler {
  return answerFailures(
    async (event) => {
      const link = linkOf(event.rawPath);
      const method = event.requestContext.http.method;
      if (!link) return jsonAnswer(method === 'POST' ? 400 : 404, { error: newsletterMessages.badLink });
      if (method === 'GET' || method === 'HEAD') {
        return {
          statusCode: 303,
          headers: {
            location: unsubscribeLinkPath(link.newsletterV3Id, link.subscriberId, link.signature),
            'cache-control': 'no-store',
          },
        };
      }
      if (method !== 'POST') return jsonAnswer(405, { error: 'Use POST.' });
      if (!isOneClickBody(requestBodyText(event) ?? ''))
        return jsonAnswer(400, { error: notOneClickMessage });
      const outcome = await service.unsubscribeByLink(link);
      if (outcome.__typename !== 'UnsubscribedByLink') return jsonAnswer(400, { error: outcome.message });
      return jsonAnswer(200, { unsubscribed: true, newsletterName: outcome.newsletterName });
    },
    { logger, unavailable: (requestId) => jsonAnswer(503, { error: `Try again (request ${requestId}).` }) },
  );
}
