import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';
import { queueSenders } from './function-grants.ts';

/**
 * Search indexing's AWS parts (decision 231); its queue's DLQ, alarm and batch settings are checked
 * with every queue's (async-stack.checks.ts). Here: its consumer is the index's single writer, and
 * the posts and users resolvers and the content-events consumer (claps) are its only producers.
 */
let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

test('its consumer is a single writer: reserved concurrency 1, within the queue’s visibility timeout', () => {
  const resources = folio.templates.async.toJSON().Resources as Record<string, any>;
  const consumer = resources[logicalId(folio.stacks.async.consumers.get('search-index')!)].Properties;
  const queue = resources[logicalId(folio.stacks.async.queues.get('search-index')!)].Properties;
  expect(consumer.ReservedConcurrentExecutions).toBe(1);
  expect(consumer.Timeout).toBeLessThan(queue.VisibilityTimeout);
});

test('the posts and users resolvers and the content-events consumer may ask for a reindex, nobody else', () => {
  const asyncSenders = queueSenders(folio, 'async', 'SearchIndexQueue');
  expect(asyncSenders).toHaveLength(1);
  expect(asyncSenders[0]).toContain('ContentEventsConsumerFunction');
  const apiSenders = queueSenders(folio, 'api', 'SearchIndexQueue');
  expect(apiSenders).toHaveLength(2);
  expect(apiSenders.join(' ')).toContain('UsersResolver');
  expect(apiSenders.join(' ')).toContain('PostsResolver');
  expect(JSON.stringify(folio.templates.web.toJSON())).not.toContain('SearchIndexQueue');
});
