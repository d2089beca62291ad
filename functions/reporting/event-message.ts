import { z } from 'zod';

/** An analytics event on the events queue (spec 3 §3 "Event record"). */
export const eventMessageSchema = z.object({
  eventId: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  type: z.literal('e').default('e'),
  timestamp: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()).default({}),
});

export type EventMessage = z.output<typeof eventMessageSchema>;
