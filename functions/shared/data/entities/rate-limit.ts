/**
 * A fixed-window counter: `count` requests of `bucket` by `key` (an e-mail address, an IP) in the
 * window starting at `windowStart`. Incremented with a condition, so concurrent requests cannot overrun
 * the limit; `expiresAt` (TTL, epoch seconds) removes old windows.
 */
export const rateLimitSchema = {
  model: { entity: 'rateLimit', version: '1', service: 'folio' },
  attributes: {
    bucket: { type: 'string', required: true },
    key: { type: 'string', required: true },
    windowStart: { type: 'number', required: true },
    count: { type: 'number', default: 0 },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['bucket', 'key'] },
      sk: { field: 'sk', composite: ['windowStart'] },
    },
  },
} as const;
