import type { IndexChange } from '../../ports.ts';
import { createOpenSearchEngine } from './opensearch-engine.ts';
import { createOpenSearchIndexStore } from './opensearch-index-store.ts';
import { recordedOpenSearch, recording, type RecordedAnswer } from './recorded-opensearch-test-double.ts';

const aliasExists: RecordedAnswer = { status: 200, body: {} };
const aliasMissing: RecordedAnswer = { status: 404, body: {} };

const storeAnswering = (...answers: RecordedAnswer[]) => {
  const domain = recordedOpenSearch(...answers);
  const engine = createOpenSearchEngine({ client: domain.client, indexPrefix: 'folio_' });
  return { store: createOpenSearchIndexStore(engine, () => '20261128020000000'), engine, sent: domain.sent };
};

const tag = (slug: string): IndexChange => ({
  op: 'put',
  index: 'tags',
  document: { objectID: slug, tagSlug: slug, displayText: slug, postCount: 1, followerCount: 0 },
});

test('the first change of a deployment creates the missing indexes, with their mappings, behind their aliases', async () => {
  const { store, sent } = storeAnswering(
    aliasExists,
    aliasMissing,
    recording('index-created'),
    aliasExists,
    aliasExists,
    aliasExists,
    recording('bulk-applied'),
    recording('bulk-applied'),
  );
  await store.applyAndPublish([tag('typescript')]);
  await store.applyAndPublish([tag('design')]);
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
    'HEAD /folio_posts',
    'HEAD /folio_users',
    'PUT /folio_users_initial',
    'HEAD /folio_collections',
    'HEAD /folio_tags',
    'HEAD /folio_lists',
    'POST /_bulk',
    'POST /_bulk',
  ]);
  expect(sent[2]!.body).toEqual({
    settings: { analysis: { normalizer: { folio_lowercase: { type: 'custom', filter: ['lowercase'] } } } },
    mappings: {
      dynamic: false,
      properties: {
        name: { type: 'text', index_prefixes: { min_chars: 1, max_chars: 10 } },
        bio: { type: 'text', index_prefixes: { min_chars: 1, max_chars: 10 } },
        userId: { type: 'keyword' },
        username: { type: 'keyword', normalizer: 'folio_lowercase' },
        highQualityUser: { type: 'boolean' },
        followerCount: { type: 'long' },
      },
    },
    aliases: { folio_users: {} },
  });
});

test('the engine it serves is the domain itself', async () => {
  const { store, engine } = storeAnswering();
  await expect(store.current()).resolves.toBe(engine);
});

test('a rebuild fills new indexes, then swaps every alias at once and drops what they pointed at', async () => {
  const created = Array.from({ length: 5 }, () => recording('index-created'));
  const { store, sent } = storeAnswering(
    ...created,
    recording('bulk-applied'),
    recording('bulk-applied'),
    recording('refreshed'),
    recording('indices-behind-aliases'),
    recording('acknowledged'),
  );
  async function* batches() {
    yield [tag('typescript'), tag('design')];
    yield [tag('writing'), { op: 'remove', index: 'tags', objectID: 'gone' } as const];
  }
  await expect(store.replaceAll(batches())).resolves.toEqual({ documents: 3 });
  expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
    'PUT /folio_posts_20261128020000000',
    'PUT /folio_users_20261128020000000',
    'PUT /folio_collections_20261128020000000',
    'PUT /folio_tags_20261128020000000',
    'PUT /folio_lists_20261128020000000',
    'POST /_bulk',
    'POST /_bulk',
    // The client encodes the commas of a list of indexes; the domain decodes them.
    'GET /folio_posts_20261128020000000%2Cfolio_users_20261128020000000%2Cfolio_collections_20261128020000000%2Cfolio_tags_20261128020000000%2Cfolio_lists_20261128020000000/_refresh',
    'GET /folio_posts%2Cfolio_users%2Cfolio_collections%2Cfolio_tags%2Cfolio_lists',
    'POST /_aliases',
  ]);
  expect((sent[5]!.body as object[])[0]).toEqual({
    index: { _index: 'folio_tags_20261128020000000', _id: 'typescript' },
  });
  expect(sent[8]!.querystring).toBe('ignore_unavailable=true&allow_no_indices=true');
  expect(sent[9]!.body).toEqual({
    actions: [
      { remove_index: { index: 'folio_posts_20261101000000000' } },
      { remove_index: { index: 'folio_users' } },
      { add: { index: 'folio_posts_20261128020000000', alias: 'folio_posts' } },
      { add: { index: 'folio_users_20261128020000000', alias: 'folio_users' } },
      { add: { index: 'folio_collections_20261128020000000', alias: 'folio_collections' } },
      { add: { index: 'folio_tags_20261128020000000', alias: 'folio_tags' } },
      { add: { index: 'folio_lists_20261128020000000', alias: 'folio_lists' } },
    ],
  });
});
