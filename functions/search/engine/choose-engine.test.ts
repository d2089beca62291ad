import type { SearchIndexStore } from '../ports.ts';
import { chooseIndexStore } from './choose-engine.ts';
import { openSearchDomainOf } from './engine-setting.ts';

const embeddedStore = { current: jest.fn() } as unknown as SearchIndexStore;
const factories = { embedded: jest.fn(() => embeddedStore) };
const endpoint = 'https://search-folio-search-2ab3cd4ef5gh6ij7kl8mn9op0q.eu-west-1.es.amazonaws.com';

beforeEach(() => factories.embedded.mockClear());

test('the embedded engine is the default, with the default index prefix', () => {
  expect(chooseIndexStore({}, factories)).toBe(embeddedStore);
  expect(factories.embedded).toHaveBeenCalledWith('folio_');
});

test('an OpenSearch domain when configured: the embedded factory is never built', async () => {
  const store = chooseIndexStore(
    { SEARCH_ENGINE: 'opensearch', SEARCH_OPENSEARCH_ENDPOINT: endpoint, SEARCH_INDEX_PREFIX: 'staging_' },
    factories,
  );
  expect(store).not.toBe(embeddedStore);
  expect(factories.embedded).not.toHaveBeenCalled();
  // The store's engine is the domain's, built without a request.
  await expect(store.current()).resolves.toHaveProperty('indexes.aliasOf');
});

test('bad configuration fails at cold start with what to fix', () => {
  expect(() => chooseIndexStore({ SEARCH_ENGINE: 'algolia' }, factories)).toThrow(/SEARCH_ENGINE/);
  expect(() => chooseIndexStore({ SEARCH_ENGINE: 'opensearch' }, factories)).toThrow(
    'SEARCH_ENGINE=opensearch needs SEARCH_OPENSEARCH_ENDPOINT',
  );
  expect(() =>
    chooseIndexStore(
      { SEARCH_ENGINE: 'opensearch', SEARCH_OPENSEARCH_ENDPOINT: 'http://localhost:9200' },
      factories,
    ),
  ).toThrow('https:// endpoint');
  expect(() =>
    chooseIndexStore(
      { SEARCH_ENGINE: 'opensearch', SEARCH_OPENSEARCH_ENDPOINT: 'https://search.folio.example' },
      factories,
    ),
  ).toThrow('region is unknown');
  expect(() => chooseIndexStore({ SEARCH_INDEX_PREFIX: 'Folio ' }, factories)).toThrow('lowercase');
});

test('a domain’s name and region are read from its service endpoint', () => {
  expect(openSearchDomainOf(endpoint)).toEqual({ name: 'folio-search', region: 'eu-west-1' });
  expect(openSearchDomainOf('https://vpc-logs-abc123.us-gov-west-1.es.amazonaws.com/')).toEqual({
    name: 'logs',
    region: 'us-gov-west-1',
  });
  expect(openSearchDomainOf('https://search.folio.example')).toBeUndefined();
});
