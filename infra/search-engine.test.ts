import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { applySearchEngine, type SearchEngineSettings, type SearchIndexAccess } from './search-engine.ts';
import { readSettings } from './settings.ts';

const endpoint = 'https://search-folio-search-2ab3cd4ef5gh6ij7kl8mn9op0q.eu-west-1.es.amazonaws.com';
const settingsOf = (context: Record<string, string>) => readSettings(new App({ context }).node).searchEngine;

/** A function given the index through an OpenSearch domain (the embedded engine: tests/infra/search-index-infra.checks.ts). */
function searchFunction(search: SearchEngineSettings, access: SearchIndexAccess = 'write') {
  const stack = new Stack(new App(), 'Search', { env: { account: '123456789012', region: 'eu-west-1' } });
  const fn = new LambdaFunction(stack, 'SearchFunction', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('exports.handler = async () => ({})'),
  });
  applySearchEngine(fn, access, search, undefined);
  return Template.fromStack(stack);
}

test('the embedded engine is the default; it needs the uploads bucket', () => {
  const search = settingsOf({});
  expect(search).toEqual({ engine: 'embedded', indexPrefix: 'folio_' });
  expect(() => searchFunction(search)).toThrow('needs the uploads bucket');
});

test('an OpenSearch domain: its endpoint, and HTTP access to that domain alone', () => {
  const search = settingsOf({
    searchEngine: 'opensearch',
    opensearchEndpoint: `${endpoint}/`,
    searchIndexPrefix: 'staging_',
  });
  const template = searchFunction(search);
  template.hasResourceProperties('AWS::Lambda::Function', {
    Environment: {
      Variables: {
        SEARCH_ENGINE: 'opensearch',
        SEARCH_OPENSEARCH_ENDPOINT: endpoint,
        SEARCH_INDEX_PREFIX: 'staging_',
      },
    },
  });
  template.hasResourceProperties('AWS::IAM::Policy', {
    PolicyDocument: {
      Statement: [
        {
          Action: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete'],
          Effect: 'Allow',
          Resource: {
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
          },
        },
      ],
    },
  });
});

test('the search Lambda only reads the domain: no PUT, no DELETE', () => {
  const search = settingsOf({ searchEngine: 'opensearch', opensearchEndpoint: endpoint });
  const statements = Object.values(searchFunction(search, 'read').findResources('AWS::IAM::Policy')).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement,
  );
  expect(statements).toEqual([
    expect.objectContaining({ Action: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost'] }),
  ]);
});

test('a custom endpoint names its domain by ARN', () => {
  const domainArn = 'arn:aws:es:eu-west-1:123456789012:domain/folio-search';
  const search = settingsOf({
    searchEngine: 'opensearch',
    opensearchEndpoint: 'https://search.folio.example',
    opensearchDomainArn: domainArn,
  });
  const statements = Object.values(searchFunction(search).findResources('AWS::IAM::Policy')).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement,
  );
  expect(statements).toEqual([expect.objectContaining({ Resource: `${domainArn}/*`, Effect: 'Allow' })]);
});

test('the setting is validated at synth, saying what to fix', () => {
  expect(() => settingsOf({ searchEngine: 'algolia' })).toThrow(
    'searchEngine must be one of embedded, opensearch',
  );
  expect(() => settingsOf({ searchEngine: 'opensearch' })).toThrow('needs opensearchEndpoint');
  expect(() => settingsOf({ opensearchEndpoint: endpoint })).toThrow('needs searchEngine=opensearch');
  expect(() =>
    settingsOf({ searchEngine: 'opensearch', opensearchEndpoint: 'http://localhost:9200' }),
  ).toThrow('https:// endpoint');
  expect(() =>
    settingsOf({ searchEngine: 'opensearch', opensearchEndpoint: 'https://search.folio.example' }),
  ).toThrow('give opensearchDomainArn');
  expect(() =>
    settingsOf({
      searchEngine: 'opensearch',
      opensearchEndpoint: endpoint,
      opensearchDomainArn: 'folio-search',
    }),
  ).toThrow("OpenSearch domain's ARN");
  expect(() => settingsOf({ searchIndexPrefix: 'Folio ' })).toThrow('searchIndexPrefix');
});
