import * as z from 'zod';
import { searchClickEventKey } from './search-click.ts';
import { searchClickEventDataSchema } from './search-click-event.ts';

/** The events whose data has a fixed shape (spec 3 §7): anything else under their keys is refused. */
const dataSchemas: Record<string, z.ZodType> = { [searchClickEventKey]: searchClickEventDataSchema };

/** An analytics event (spec 3 §3 "Event record": key, data, type "e", eventId, timestamp). */
export const eventMessageSchema = z
  .object({
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
  })
  .superRefine((event, context) => {
    const schema = dataSchemas[event.key];
    const parsed = schema?.safeParse(event.data);
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path] });
      }
    }
  });

export type EventMessage = z.output<typeof eventMessageSchema>;

/** The most events one request may carry (browsers send what they queued since the last send). */
export const maxEventsPerRequest = 100;
