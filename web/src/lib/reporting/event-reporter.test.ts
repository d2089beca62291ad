import { createHash } from 'node:crypto';
import { createEventReporter } from './event-reporter.ts';

interface Sent {
  url: string;
  init: RequestInit;
  events: { key: string; eventId: string; type: string; data: Record<string, unknown> }[];
}

function recordingFetch(statuses: number[] = []) {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    sent.push({ url, init, events: JSON.parse(String(init.body)) });
    return new Response(null, { status: statuses.shift() ?? 202 });
  }) as unknown as typeof fetch;
  return { fetchImpl, sent };
}

// The body's hash (crypto.subtle) finishes on a worker thread, not on a timer: after moving the clock,
// wait (in real time, bounded) until the expected number of requests went out, then let them settle.
beforeEach(() =>
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask', 'performance'] }),
);
async function advance(ms: number, sent: Sent[], expected: number) {
  await jest.advanceTimersByTimeAsync(ms);
  const deadline = performance.now() + 1000;
  while (sent.length < expected && performance.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
}
afterEach(() => jest.useRealTimers());

test('events queued together leave together, five seconds after the first, with the body hash', async () => {
  const { fetchImpl, sent } = recordingFetch();
  const reporter = createEventReporter({ endpoint: '/_/clientele/events', fetch: fetchImpl });
  reporter.record('homepage-viewed', { path: '/' });
  reporter.record('story-opened');
  await advance(4999, sent, 1);
  expect(sent).toHaveLength(0);
  await advance(1, sent, 1);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.events.map((event) => event.key)).toEqual(['homepage-viewed', 'story-opened']);
  expect(sent[0]!.events[0]).toMatchObject({
    type: 'e',
    data: { path: '/' },
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  const headers = sent[0]!.init.headers as Record<string, string>;
  expect(headers['x-amz-content-sha256']).toBe(
    createHash('sha256').update(String(sent[0]!.init.body)).digest('hex'),
  );
  expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin', keepalive: false });
});

test('a page going away sends at once with keepalive', async () => {
  const { fetchImpl, sent } = recordingFetch();
  const reporter = createEventReporter({ endpoint: '/e', fetch: fetchImpl });
  reporter.record('homepage-viewed');
  await reporter.flush({ keepalive: true });
  expect(sent[0]!.init.keepalive).toBe(true);
  await advance(10_000, sent, 2);
  expect(sent).toHaveLength(1);
});

test('at most 1000 events wait; more are dropped', async () => {
  const { fetchImpl, sent } = recordingFetch();
  const reporter = createEventReporter({ endpoint: '/e', fetch: fetchImpl });
  for (let index = 0; index < 1005; index++) reporter.record('tick');
  await reporter.flush();
  expect(sent.map((request) => request.events.length)).toEqual(Array(10).fill(100));
});

test('a failed send is retried with doubling delay, keeping the events', async () => {
  const { fetchImpl, sent } = recordingFetch([503, 503]);
  const reporter = createEventReporter({ endpoint: '/e', fetch: fetchImpl });
  reporter.record('homepage-viewed');
  await advance(5000, sent, 1);
  await advance(9999, sent, 2);
  expect(sent).toHaveLength(1);
  await advance(1, sent, 2);
  expect(sent).toHaveLength(2);
  await advance(20_000, sent, 3);
  expect(sent).toHaveLength(3);
  expect(sent.map((request) => request.events[0]!.eventId)).toEqual(
    Array(3).fill(sent[0]!.events[0]!.eventId),
  );
});

test('event POSTs carry the session’s xsrf token when there is one', async () => {
  const { fetchImpl, sent } = recordingFetch();
  let token: string | null = 'xsrf-1';
  const reporter = createEventReporter({ endpoint: '/e', fetch: fetchImpl, readXsrfToken: () => token });
  reporter.record('signed-in');
  await reporter.flush();
  token = null;
  reporter.record('signed-out');
  await reporter.flush();
  const headers = sent.map((request) => request.init.headers as Record<string, string>);
  expect(headers[0]!['x-xsrf-token']).toBe('xsrf-1');
  expect(headers[1]).not.toHaveProperty('x-xsrf-token');
  expect(headers[1]!['content-type']).toBe('application/json');
});

test('without analytics consent events wait and nothing is sent; once granted, they leave', async () => {
  const { fetchImpl, sent } = recordingFetch();
  const reporter = createEventReporter({ endpoint: '/e', fetch: fetchImpl, consentGranted: false });
  reporter.record('homepage-viewed');
  await advance(10_000, sent, 1);
  await reporter.flush({ keepalive: true });
  expect(sent).toHaveLength(0);
  reporter.setConsent(true);
  await advance(5000, sent, 1);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.events.map((event) => event.key)).toEqual(['homepage-viewed']);
  reporter.setConsent(false);
  reporter.record('story-opened');
  await advance(10_000, sent, 2);
  expect(sent).toHaveLength(1);
});
