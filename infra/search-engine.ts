import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { defaultSearchIndexPrefix } from '#contract/search.ts';
import {
  openSearchDomainOf,
  openSearchEndpointSchema,
  searchEngineKinds,
  searchEngineVariables,
  type SearchEngineKind,
} from '#functions/search/engine/engine-setting.ts';

/**
 * Where search's indexes live (docs/deploy.md "Search", decision 240): embedded (the default) or an
 * OpenSearch domain the operator already runs; Folio never creates one.
 */
export type SearchEngineSettings = { indexPrefix: string } & (
  { engine: 'embedded' } | { engine: 'opensearch'; endpoint: string; domainArn?: string }
);

type Context = (key: string) => string | undefined;

const domainArnPattern = /^arn:aws[\w-]*:es:[a-z0-9-]+:\d{12}:domain\/[a-z][a-z0-9-]{2,27}$/;
const indexPrefixPattern = /^[a-z0-9_-]{0,32}$/;

const isEngineKind = (value: string): value is SearchEngineKind =>
  (searchEngineKinds as readonly string[]).includes(value);

/** Context searchEngine, opensearchEndpoint, opensearchDomainArn (custom endpoints), searchIndexPrefix. */
export function readSearchEngineSettings(context: Context): SearchEngineSettings {
  const engine = context('searchEngine') ?? 'embedded';
  if (!isEngineKind(engine)) {
    throw new Error(`Context searchEngine must be one of ${searchEngineKinds.join(', ')}, got ${engine}`);
  }
  const indexPrefix = context('searchIndexPrefix') ?? defaultSearchIndexPrefix;
  if (!indexPrefixPattern.test(indexPrefix)) {
    throw new Error(
      `Context searchIndexPrefix takes lowercase letters, digits, _ and - (32 at most), got ${indexPrefix}`,
    );
  }
  const endpointContext = context('opensearchEndpoint');
  if (engine === 'embedded') {
    if (endpointContext) throw new Error('Context opensearchEndpoint needs searchEngine=opensearch as well');
    return { engine, indexPrefix };
  }
  if (!endpointContext) throw new Error('Context searchEngine=opensearch needs opensearchEndpoint as well');
  const endpoint = openSearchEndpointSchema.safeParse(endpointContext);
  if (!endpoint.success) {
    throw new Error(
      `Context opensearchEndpoint must be the https:// endpoint of a domain, got ${endpointContext}`,
    );
  }
  const domainArn = context('opensearchDomainArn');
  if (domainArn && !domainArnPattern.test(domainArn)) {
    throw new Error(`Context opensearchDomainArn must be an OpenSearch domain's ARN, got ${domainArn}`);
  }
  if (!domainArn && !openSearchDomainOf(endpoint.data)) {
    throw new Error('Context opensearchEndpoint is a custom endpoint: give opensearchDomainArn as well');
  }
  return { engine, indexPrefix, endpoint: endpoint.data, domainArn };
}

/** The domain's ARN: given, or read from its service endpoint (the domain in this stack's account). */
function domainArnOf(fn: LambdaFunction, endpoint: string, domainArn: string | undefined) {
  if (domainArn) return domainArn;
  const domain = openSearchDomainOf(endpoint)!;
  return Stack.of(fn).formatArn({
    service: 'es',
    region: domain.region,
    resource: 'domain',
    resourceName: domain.name,
  });
}

/**
 * Tells a function (the search Lambda, the indexer, the rebuild) which engine to use and, for a domain,
 * lets it read and write that domain's indexes over HTTP, and nothing else of it.
 */
export function applySearchEngine(fn: LambdaFunction, settings: SearchEngineSettings) {
  fn.addEnvironment(searchEngineVariables.engine, settings.engine);
  fn.addEnvironment(searchEngineVariables.indexPrefix, settings.indexPrefix);
  if (settings.engine === 'embedded') return;
  fn.addEnvironment(searchEngineVariables.openSearchEndpoint, settings.endpoint);
  const domain = domainArnOf(fn, settings.endpoint, settings.domainArn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete'],
      resources: [`${domain}/*`],
    }),
  );
}
