import { randomUUID } from 'node:crypto';
import type { ViewerKind } from '#shared/edge-headers';
import type { QueueSender } from '#shared/queue-sender';

export interface HomepageViewed {
  path: string;
  referrer: string | null;
  viewer: ViewerKind;
}

/** Spec 1 §2.2: a signed-out visitor on home records a homepage-viewed event (spec 3 §3 event record). */
export async function sendHomepageViewed(queue: QueueSender, data: HomepageViewed): Promise<void> {
  await queue.send('events', [
    { eventId: randomUUID(), key: 'homepage-viewed', type: 'e', timestamp: Date.now(), data },
  ]);
}
