import { xsrfFetch } from '../apollo/xsrf-fetch.ts';
import { bodyHashHeader, sha256Hex } from '../body-hash.ts';

export interface EventReporter {
  /** Queues one analytics event; it is sent with the others a few seconds later. */
  record(key: string, data?: Record<string, unknown>): void;
  /** Sends what is queued now (keepalive when the page is going away). */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /**
   * Spec 3 §4 analytics consent: until it is granted, events wait in the queue and nothing is sent;
   * once granted, what waited leaves with the next send. Withheld again, sending stops again.
   */
  setConsent(granted: boolean): void;
}

export interface EventReporterOptions {
  endpoint: string;
  fetch?: typeof fetch;
  /** Spec 3 §7: event POSTs carry the session's xsrf token (the cookie's, by default). */
  readXsrfToken?: () => string | null;
  /** Whether analytics consent is already known to be granted (the default); else events wait for it. */
  consentGranted?: boolean;
  /** Spec 3 §4: events are sent about five time units after queueing; we read the unit as seconds. */
  delayMs?: number;
  /** Spec 3 §9: at most 1000 queued events; more are dropped. */
  maxQueued?: number;
  /** Failed sends are retried with doubling delay, this many times at most. */
  maxAttempts?: number;
  /** Matches the server's limit per request (graphql/contract/event-message.ts). */
  maxPerRequest?: number;
}

interface QueuedEvent {
  eventId: string;
  key: string;
  type: 'e';
  timestamp: number;
  data: Record<string, unknown>;
}

/** Records nothing: for bots (spec 3 §6) and for server rendering, where effects never run. */
export const silentReporter: EventReporter = {
  record: () => undefined,
  flush: async () => undefined,
  setConsent: () => undefined,
};

/** The browser's analytics queue: POSTs JSON arrays of events to the events endpoint. */
export function createEventReporter(options: EventReporterOptions): EventReporter {
  const send = xsrfFetch(options.fetch ?? ((input, init) => fetch(input, init)), options.readXsrfToken);
  const { delayMs = 5000, maxQueued = 1000, maxAttempts = 10, maxPerRequest = 100 } = options;
  let granted = options.consentGranted ?? true;
  let queued: QueuedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const schedule = (delay: number) => {
    if (granted && timer === undefined) timer = setTimeout(() => void flush(), delay);
  };

  async function post(events: QueuedEvent[], keepalive: boolean) {
    const body = JSON.stringify(events);
    const response = await send(options.endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive,
      headers: { 'content-type': 'application/json', [bodyHashHeader]: sha256Hex(body) },
      body,
    });
    if (!response.ok) throw new Error(`The events endpoint answered ${response.status}`);
  }

  async function flush({ keepalive = false } = {}) {
    clearTimeout(timer);
    timer = undefined;
    if (!granted) return;
    const sending = queued;
    queued = [];
    try {
      for (let start = 0; start < sending.length; start += maxPerRequest) {
        await post(sending.slice(start, start + maxPerRequest), keepalive);
      }
      failures = 0;
    } catch (error) {
      failures += 1;
      if (failures >= maxAttempts) {
        console.warn(`Analytics events dropped after ${failures} failed sends.`, error);
        failures = 0;
        return;
      }
      queued = [...sending, ...queued].slice(0, maxQueued);
      schedule(delayMs * 2 ** failures);
    }
  }

  return {
    record(key, data = {}) {
      if (queued.length >= maxQueued) return;
      queued.push({ eventId: crypto.randomUUID(), key, type: 'e', timestamp: Date.now(), data });
      schedule(delayMs);
    },
    flush,
    setConsent(consent) {
      granted = consent;
      if (!granted) {
        clearTimeout(timer);
        timer = undefined;
      } else if (queued.length > 0) schedule(delayMs);
    },
  };
}
