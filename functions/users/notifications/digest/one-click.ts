import { isOneClickBody, notOneClickMessage } from '#shared/email/one-click-unsubscribe.ts';
import { jsonAnswer, requestBodyText } from '#shared/http/function-url-message.ts';
import { answerFailures, type FunctionUrlHandler } from '#shared/http/http-errors.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { UsersRepository } from '../../repository.ts';
import { emailSettingsPath, readerOfAddress } from './unsubscribe-link.ts';

export interface ActivityOneClickDependencies {
  users: Pick<UsersRepository, 'updateUser'>;
  sessionSecret: () => Promise<string>;
  logger: FailureLogger;
}

const badLink = 'This unsubscribe link is not valid.';

/**
 * RFC 8058 one-click unsubscribe of the notification digest (decision 273): a valid address's POST of
 * `List-Unsubscribe=One-Click` turns the reader's activity e-mails off (Settings › Notifications ›
 * Activity emails: Off), at once and the same when done already or when the account is gone; a forged
 * or malformed one is a 400 that changes nothing. A GET changes nothing: it is sent to the settings.
 */
export function createActivityOneClickHandler(deps: ActivityOneClickDependencies): FunctionUrlHandler {
  return answerFailures(
    async (event) => {
      const method = event.requestContext.http.method;
      const userId = readerOfAddress(event.rawPath, await deps.sessionSecret());
      if (!userId) return jsonAnswer(method === 'POST' ? 400 : 404, { error: badLink });
      if (method === 'GET' || method === 'HEAD')
        return { statusCode: 303, headers: { location: emailSettingsPath, 'cache-control': 'no-store' } };
      if (method !== 'POST') return jsonAnswer(405, { error: 'Use POST.' });
      if (!isOneClickBody(requestBodyText(event) ?? ''))
        return jsonAnswer(400, { error: notOneClickMessage });
      await deps.users.updateUser(userId, { emailFrequency: 'OFF' });
      return jsonAnswer(200, { unsubscribed: true });
    },
    {
      logger: deps.logger,
      unavailable: (requestId) => jsonAnswer(503, { error: `Try again (request ${requestId}).` }),
    },
  );
}
