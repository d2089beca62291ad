import { searchObjectPrefix } from '#functions/search/store/manifest.ts';
import { unacknowledgedFindings } from './nag-report.ts';
import { deployedFunction } from './function-grants.ts';
import { synthFolio, type SynthesizedFolio } from './synth.ts';

/**
 * The app as an operator who runs an OpenSearch domain deploys it (docs/deploy.md "Search", decision
 * 254): the search Lambda and the indexer are told the domain and may reach it over HTTP, the reader
 * without PUT or DELETE; neither keeps any access to the embedded index under search/.
 */
const endpoint = 'https://search-folio-search-2ab3cd4ef5gh6ij7kl8mn9op0q.eu-west-1.es.amazonaws.com';
const domainObjects = {
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':es:eu-west-1:',
      { Ref: 'AWS::AccountId' },
      ':domain/folio-search/*',
    ],
  ],
};

let folio: SynthesizedFolio;
beforeAll(() => {
  folio = synthFolio({
    context: { searchEngine: 'opensearch', opensearchEndpoint: endpoint, searchIndexPrefix: 'staging_' },
  });
});
afterAll(() => folio.cleanup());

test.each([
  ['search', ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost']],
  [
    'search-index-consumer',
    ['es:ESHttpDelete', 'es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut'],
  ],
])(
  '%s: the domain’s endpoint and prefix, HTTP access to that domain alone, nothing under search/',
  (name, actions) => {
    const { environment, grants, statements } = deployedFunction(folio, name);
    expect(environment).toMatchObject({
      SEARCH_ENGINE: 'opensearch',
      SEARCH_OPENSEARCH_ENDPOINT: endpoint,
      SEARCH_INDEX_PREFIX: 'staging_',
    });
    expect(grants('es:')).toEqual([{ actions, resource: domainObjects }]);
    expect(JSON.stringify(statements)).not.toContain(`/${searchObjectPrefix}`);
    expect(environment).not.toHaveProperty('UPLOADS_BUCKET');
  },
);

test('cdk-nag leaves no unacknowledged finding on the domain’s grants', () => {
  expect(unacknowledgedFindings(folio)).toEqual([]);
});
