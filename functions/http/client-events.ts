import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { edgeHeaders, sessionCookieName, xsrfCookieName, xsrfHeaderName } from '#contract/edge-headers.ts';
import { eventMessageSchema, maxEventsPerRequest } from '#contract/event-message.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { readCookie } from '#shared/http/request-cookies.ts';
import { describeZodError } from '#shared/api/results.ts';
import { badRequestAnswer, parseJsonArray, type BadRequestAnswer } from './json-body.ts';

const batchSchema = z.array(eventMessageSchema).min(1, 'Send at least one event.').max(maxEventsPerRequest);

type ForbiddenAnswer = { status: 403; body: { errors: { errorType: 'Forbidden'; message: string }[] } };
export type ClientEventsAnswer =
  { status: 202; body: { accepted: number } } | BadRequestAnswer | ForbiddenAnswer;

const missingEventsXsrfMessage =
  'Events sent while signed in need the xsrf token of your session. Reload the page and try again.';

/**
 * Spec 3 §7: a signed-in browser echoes its session's xsrf token in x-xsrf-token. This Lambda reads no
 * table, so it checks the token against the folio_xsrf cookie set with the session (double submit): a
 * page on another site can make the browser send both cookies, but can neither read the token nor add
 * the header (that takes a CORS preflight Folio never grants). Without a session there is nothing to
 * forge.
 */
function lacksSessionXsrf(request: Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'>): boolean {
  const headers = request.headers ?? {};
  if (!readCookie(request.cookies, headers.cookie, sessionCookieName)) return false;
  const token = readCookie(request.cookies, headers.cookie, xsrfCookieName);
  return !token || headers[xsrfHeaderName] !== token;
}

/**
 * POST /_/clientele/events: analytics events a browser queued (spec 3 §7 event reporting), validated
 * whole and put on the events queue with the viewer kind the edge saw. Bots are answered but not
 * recorded (spec 3 §6: bots receive no tracking).
 */
export async function acceptClientEvents(
  body: string | undefined,
  request: Pick<APIGatewayProxyEventV2, 'headers' | 'cookies'>,
  queue: QueueSender,
): Promise<ClientEventsAnswer> {
  if (lacksSessionXsrf(request)) {
    return { status: 403, body: { errors: [{ errorType: 'Forbidden', message: missingEventsXsrfMessage }] } };
  }
  const json = parseJsonArray(body, 'The body must be a JSON array of events.');
  if (!json.ok) return json.answer;
  const events = batchSchema.safeParse(json.items);
  if (!events.success) return badRequestAnswer(`Invalid events: ${describeZodError(events.error)}`);
  const viewer = request.headers?.[edgeHeaders.viewer] ?? 'anonymous';
  if (viewer !== 'bot') {
    await queue.send(
      'events',
      events.data.map((event) => ({ ...event, data: { ...event.data, viewer } })),
    );
  }
  return { status: 202, body: { accepted: events.data.length } };
}
