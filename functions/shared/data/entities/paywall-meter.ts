import { paywallWindows } from '#contract/paywall-meter.ts';

/**
 * One reader's metered allowance in one window (decision 141, functions/posts/metered): the member-only
 * stories (`postIds`, a string set) the reader opened in full through it. One conditional UpdateItem adds
 * a story only while the set is under the allowance (a story already in it costs nothing), so concurrent
 * opens never pass the allowance. `expiresAt` (TTL, epoch seconds) removes the window after it ends.
 */
export const paywallMeterSchema = {
  model: { entity: 'paywallMeter', version: '1', service: 'folio' },
  attributes: {
    userId: { type: 'string', required: true },
    /** Part of the key: an operator changing the window never mixes its counts with another window's. */
    window: { type: paywallWindows, required: true },
    /** The window's start, epoch ms (graphql/contract/paywall-meter.ts). */
    windowStart: { type: 'number', required: true },
    postIds: { type: 'set', items: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byWindow: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['window', 'windowStart'] },
    },
  },
} as const;
