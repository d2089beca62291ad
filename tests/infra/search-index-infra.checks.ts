import { logicalId, type SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';
import { searchObjectPrefix } from '#functions/search/store/manifest.ts';
import { deployedFunction, queueSenders } from './function-grants.ts';

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

test('the posts, users and auth resolvers, the auth HTTP Lambdas (new accounts, confirmed addresses) and the content-events consumer may ask for a reindex, nobody else', () => {
  const asyncSenders = queueSenders(folio, 'async', 'SearchIndexQueue');
  expect(asyncSenders).toHaveLength(1);
  expect(asyncSenders[0]).toContain('ContentEventsConsumerFunction');
  const apiSenders = queueSenders(folio, 'api', 'SearchIndexQueue');
  expect(apiSenders).toHaveLength(3);
  for (const resolver of ['AuthResolver', 'PostsResolver', 'UsersResolver'])
    expect(apiSenders.join(' ')).toContain(resolver);
  const webSenders = queueSenders(folio, 'web', 'SearchIndexQueue');
  expect(webSenders).toHaveLength(2);
  for (const fn of ['AuthHttpFunction', 'AuthFormPostFunction']) expect(webSenders.join(' ')).toContain(fn);
});

test('the embedded engine by default: the search Lambda reads search/ of the uploads bucket, the indexer writes it; no OpenSearch access', () => {
  const searchObjects = {
    'Fn::Join': ['', [{ 'Fn::ImportValue': 'FolioData-UploadsArn' }, `/${searchObjectPrefix}*`]],
  };
  const reader = deployedFunction(folio, 'search');
  const writer = deployedFunction(folio, 'search-index-consumer');
  expect(reader.grants('s3:')).toEqual([{ actions: ['s3:GetObject'], resource: searchObjects }]);
  expect(writer.grants('s3:')).toEqual([
    { actions: ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'], resource: searchObjects },
  ]);
  for (const { environment, grants } of [reader, writer]) {
    expect(environment).toMatchObject({ SEARCH_ENGINE: 'embedded', SEARCH_INDEX_PREFIX: 'folio_' });
    expect(environment).toHaveProperty('UPLOADS_BUCKET');
    expect(environment).not.toHaveProperty('SEARCH_OPENSEARCH_ENDPOINT');
    expect(grants('es:')).toEqual([]);
  }
});
