import { z } from 'zod';
import { edgeHeaders } from '../shared/edge-headers.ts';
import { eventMessageSchema, maxEventsPerRequest } from '../shared/event-message.ts';
import type { QueueSender } from '../shared/queue-sender.ts';
import { describeZodError } from '../shared/results.ts';
import { badRequestAnswer, parseJsonArray, type BadRequestAnswer } from './json-body.ts';

const batchSchema = z.array(eventMessageSchema).min(1, 'Send at least one event.').max(maxEventsPerRequest);

export type ClientEventsAnswer = { status: 202; body: { accepted: number } } | BadRequestAnswer;

/**
 * POST /_/clientele/events: analytics events a browser queued (spec 3 §7 event reporting), validated
 * whole and put on the events queue with the viewer kind the edge saw. Bots are answered but not
 * recorded (spec 3 §6: bots receive no tracking).
 */
export async function acceptClientEvents(
  body: string | undefined,
  headers: Record<string, string | undefined>,
  queue: QueueSender,
): Promise<ClientEventsAnswer> {
  const json = parseJsonArray(body, 'The body must be a JSON array of events.');
  if (!json.ok) return json.answer;
  const events = batchSchema.safeParse(json.items);
  if (!events.success) return badRequestAnswer(`Invalid events: ${describeZodError(events.error)}`);
  const viewer = headers[edgeHeaders.viewer] ?? 'anonymous';
  if (viewer !== 'bot') {
    await queue.send(
      'events',
      events.data.map((event) => ({ ...event, data: { ...event.data, viewer } })),
    );
  }
  return { status: 202, body: { accepted: events.data.length } };
}
