import type { QueueSender } from '../shared/queue-sender.ts';
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
    { 'x-folio-viewer': 'anonymous' },
    queue,
  );
  expect(answer).toEqual({ status: 202, body: { accepted: 1 } });
  expect(sent).toEqual([{ ...event('homepage-viewed'), data: { path: '/', viewer: 'anonymous' } }]);
});

test('bots are answered but never recorded', async () => {
  const { queue, sent } = recordingQueue();
  expect(
    (await acceptClientEvents(JSON.stringify([event('homepage-viewed')]), { 'x-folio-viewer': 'bot' }, queue))
      .status,
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
  expect(await acceptClientEvents(body, {}, queue)).toEqual({
    status: 400,
    body: { errors: [{ errorType: 'BadRequest', message }] },
  });
  expect(sent).toEqual([]);
});
