import * as z from 'zod';

/** An analytics event (spec 3 §3 "Event record": key, data, type "e", eventId, timestamp). */
export const eventMessageSchema = z.object({
  eventId: z.string().min(1).max(100),
  key: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{0,99}$/, 'key must be lower-case letters, digits, dots and hyphens'),
  type: z.literal('e').default('e'),
  timestamp: z.number().int().positive(),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .refine(
      (data) => JSON.stringify(data).length <= 10_000,
      'data must be at most 10 000 characters of JSON',
    ),
});

export type EventMessage = z.output<typeof eventMessageSchema>;

/** The most events one request may carry (browsers send what they queued since the last send). */
export const maxEventsPerRequest = 100;
