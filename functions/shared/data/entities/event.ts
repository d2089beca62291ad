/** An analytics event as the events consumer stores it (spec 3 §3: key, data, type "e", eventId, timestamp). */
export const eventSchema = {
  model: { entity: 'event', version: '1', service: 'folio' },
  attributes: {
    eventId: { type: 'string', required: true },
    key: { type: 'string', required: true },
    type: { type: 'string', default: 'e' },
    data: { type: 'any' },
    timestamp: { type: 'number', required: true },
    /** Epoch seconds: raw events are kept for 30 days. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
    byKey: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['key'] },
      sk: { field: 'gsi1sk', composite: ['timestamp', 'eventId'] },
    },
  },
} as const;
