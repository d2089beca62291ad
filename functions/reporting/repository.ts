import type { FolioData } from '#shared/data/data.ts';
import type { EventMessage } from '#contract/event-message.ts';

/** Raw events are kept 30 days, then DynamoDB's TTL removes them. */
export const eventRetentionSeconds = 30 * 24 * 60 * 60;

export function createReportingRepository(data: FolioData) {
  return {
    /** Stores one event; the same eventId written twice is one item (SQS may deliver twice). */
    async putEvent(event: EventMessage) {
      await data.entities.event
        .put({ ...event, expiresAt: Math.floor(event.timestamp / 1000) + eventRetentionSeconds })
        .go();
    },

    /** Events of one key, newest first (access pattern: events by key, gsi1). */
    async listEventsByKey(key: string, limit = 25) {
      const { data: events } = await data.entities.event.query.byKey({ key }).go({ order: 'desc', limit });
      return events;
    },
  };
}

export type ReportingRepository = ReturnType<typeof createReportingRepository>;
