import type { FolioData } from '#shared/data/data.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import { createNotificationRecorder } from '#functions/users/notifications/recorder.ts';
import { createNotificationsRepository } from '#functions/users/notifications/repository.ts';

/**
 * The seed's notifier: the demo world's responses, highlights and follows of lists become their
 * writers' notifications at once, through the notifications consumer's own rules, without the queue
 * (nothing polls it while the seed runs). Idempotent as the consumer is: a rerun adds nothing.
 */
export function recordNotificationsDirectly(data: FolioData): Notifier {
  const recorder = createNotificationRecorder(createNotificationsRepository(data));
  return (event) => recorder.record(event);
}
