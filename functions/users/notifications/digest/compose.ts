import type { FolioData } from '#shared/data/data.ts';
import { createLogger } from '#shared/observability/observability.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { createUsersRepository } from '../../repository.ts';
import { createNotificationsRepository } from '../repository.ts';
import { createDigestRepository } from './digest-repository.ts';
import { createDigestSender } from './digest-sender.ts';
import { createActivityOneClickHandler } from './one-click.ts';

/** The digest sender over a table and the e-mail queue: the AWS entry, the local runtime and the tests build it here. */
export const composeDigestSender = (
  data: FolioData,
  queue: QueueSender,
  siteOrigin: () => Promise<string>,
  sessionSecret: () => Promise<string>,
  logger: FailureLogger = createLogger('notification-digest'),
  now: () => number = Date.now,
) =>
  createDigestSender({
    digests: createDigestRepository(data),
    notifications: createNotificationsRepository(data),
    queue,
    siteOrigin,
    sessionSecret,
    now,
    logger,
  });

/** The digest's one-click unsubscribe over a table (decision 273): the AWS entry and the local gateway. */
export const composeActivityOneClick = (
  data: FolioData,
  sessionSecret: () => Promise<string>,
  logger: FailureLogger = createLogger('users-one-click'),
) => createActivityOneClickHandler({ users: createUsersRepository(data), sessionSecret, logger });
