import { localSearchConfig, searchConfigFromEnvironment } from './search-config.ts';

test('unset or blank variables take the local values', () => {
  expect(searchConfigFromEnvironment({})).toEqual(localSearchConfig);
  expect(searchConfigFromEnvironment({ SEARCH_APP_ID: '  ' })).toEqual(localSearchConfig);
  expect(localSearchConfig).toEqual({
    applicationId: 'folio-local',
    apiKey: 'folio-local-search-key',
    indexPrefix: 'folio_',
  });
});

test('configured values win', () => {
  expect(
    searchConfigFromEnvironment({
      SEARCH_APP_ID: 'APP',
      SEARCH_API_KEY: ' key ',
      SEARCH_INDEX_PREFIX: 'prod_',
    }),
  ).toEqual({ applicationId: 'APP', apiKey: 'key', indexPrefix: 'prod_' });
});
