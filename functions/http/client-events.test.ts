import type { QueueSender } from '#shared/queues/queue-sender.ts';
import { acceptClientEvents } from './client-events.ts';

function recordingQueue() {
  const sent: unknown[] = [];
  const queue: QueueSender = { send: async (_, messages) => void sent.push(...messages) };
  return { queue, sent };
}
const event = (key: string) => ({
  eventId: `id-${key}`,
  key,
  type: 'e',
  timestamp: 1_790_000_000_000,
  data: { path: '/' },
});

test('valid events go to the events queue with the viewer kind the edge saw', async () => {
  const { queue, sent } = recordingQueue();
  const answer = await acceptClientEvents(
    JSON.stringify([event('homepage-viewed')]),
    { headers: { 'x-folio-viewer': 'anonymous' } },
    queue,
  );
  expect(answer).toEqual({ status: 202, body: { accepted: 1 } });
  expect(sent).toEqual([{ ...event('homepage-viewed'), data: { path: '/', viewer: 'anonymous' } }]);
});

test('bots are answered but never recorded', async () => {
  const { queue, sent } = recordingQueue();
  expect(
    (
      await acceptClientEvents(
        JSON.stringify([event('homepage-viewed')]),
        { headers: { 'x-folio-viewer': 'bot' } },
        queue,
      )
    ).status,
  ).toBe(202);
  expect(sent).toEqual([]);
});

test.each([
  ['not JSON', '{', 'The body must be a JSON array of events.'],
  ['empty', '[]', 'Invalid events: Send at least one event.'],
  [
    'a bad key',
    JSON.stringify([event('Homepage Viewed')]),
    'Invalid events: 0.key: key must be lower-case letters, digits, dots and hyphens',
  ],
  [
    'too many',
    JSON.stringify(Array.from({ length: 101 }, (_, index) => event(`e${index}`))),
    'Invalid events: Too big: expected array to have <=100 items',
  ],
])('a malformed batch (%s) is refused whole with a clear message', async (_, body, message) => {
  const { queue, sent } = recordingQueue();
  expect(await acceptClientEvents(body, { headers: {} }, queue)).toEqual({
    status: 400,
    body: { errors: [{ errorType: 'BadRequest', message }] },
  });
  expect(sent).toEqual([]);
});

describe('spec 3 §7: a signed-in post carries its session’s xsrf token', () => {
  const session = ['folio_sid=sid.signature', 'folio_xsrf=token-1'];
  const signedIn = { 'x-folio-viewer': 'signed-in' };
  const body = JSON.stringify([event('homepage-viewed')]);

  test.each([
    ['without the header', { headers: signedIn, cookies: session }],
    ['with another token', { headers: { ...signedIn, 'x-xsrf-token': 'token-2' }, cookies: session }],
    [
      'with a header but no token cookie',
      { headers: { ...signedIn, 'x-xsrf-token': '' }, cookies: session.slice(0, 1) },
    ],
    [
      'with the cookies in a Cookie header',
      { headers: { ...signedIn, cookie: 'folio_sid=sid.signature; folio_xsrf=token-1' } },
    ],
  ])('is refused %s, and nothing is recorded', async (_, request) => {
    const { queue, sent } = recordingQueue();
    expect(await acceptClientEvents(body, request, queue)).toMatchObject({
      status: 403,
      body: { errors: [{ errorType: 'Forbidden' }] },
    });
    expect(sent).toEqual([]);
  });

  test('is accepted with the token of its folio_xsrf cookie', async () => {
    const { queue, sent } = recordingQueue();
    const request = { headers: { ...signedIn, 'x-xsrf-token': 'token-1' }, cookies: session };
    expect(await acceptClientEvents(body, request, queue)).toEqual({ status: 202, body: { accepted: 1 } });
    expect(sent).toHaveLength(1);
  });

  test('a visitor (no session cookie) needs no token', async () => {
    const { queue, sent } = recordingQueue();
    const request = { headers: { 'x-folio-viewer': 'anonymous' }, cookies: ['folio_xsrf=stale'] };
    expect((await acceptClientEvents(body, request, queue)).status).toBe(202);
    expect(sent).toHaveLength(1);
  });
});

describe('SearchClickEvent (spec 3 §7)', () => {
  const click = (data: Record<string, unknown>) => JSON.stringify([{ ...event('search.click'), data }]);
  const valid = { queryId: 'q1', indexName: 'folio_posts', objectIds: ['p1'], positions: [3] };

  test('is accepted with its queryId, indexName, objectIds and 1-based positions', async () => {
    const { queue, sent } = recordingQueue();
    expect((await acceptClientEvents(click(valid), { headers: {} }, queue)).status).toBe(202);
    expect(sent).toEqual([
      expect.objectContaining({ key: 'search.click', data: { ...valid, viewer: 'anonymous' } }),
    ]);
  });

  test.each([
    ['no query id', { ...valid, queryId: '' }],
    ['a 0 position', { ...valid, positions: [0] }],
    ['a position per object missing', { ...valid, objectIds: ['p1', 'p2'] }],
    ['no objects', { ...valid, objectIds: [], positions: [] }],
  ])('is refused with %s', async (_, data) => {
    const { queue, sent } = recordingQueue();
    const answer = await acceptClientEvents(click(data), { headers: {} }, queue);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('0.data');
    expect(sent).toEqual([]);
  });
});
