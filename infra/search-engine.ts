import { Aws } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { uploadsBucketVariable } from '#shared/ports/object-store.ts';
import { searchObjectPrefix } from '#functions/search/store/manifest.ts';
import { defaultSearchIndexPrefix } from '#contract/search.ts';
import {
  openSearchDomainOf,
  openSearchEndpointSchema,
  searchEngineKinds,
  searchEngineVariables,
  type SearchEngineKind,
} from '#functions/search/engine/engine-setting.ts';
import { acknowledge } from './nag.ts';
import type { ImportedUploads } from './shared-uploads.ts';

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

/**
 * The domain's ARN, given or read from its service endpoint (a domain of the deploying account), and
 * how cdk-nag prints it.
 */
function domainArnOf(endpoint: string, domainArn: string | undefined) {
  if (domainArn) return { arn: domainArn, nagArn: domainArn };
  const { name, region } = openSearchDomainOf(endpoint)!;
  return {
    arn: `arn:${Aws.PARTITION}:es:${region}:${Aws.ACCOUNT_ID}:domain/${name}`,
    nagArn: `arn:<AWS::Partition>:es:${region}:<AWS::AccountId>:domain/${name}`,
  };
}

/** What a function does with the index: the search Lambda reads it, the indexer (and rebuild) write it. */
export type SearchIndexAccess = 'read' | 'write';

/** HTTP verbs on the domain: searches are GETs and POSTs (_msearch); writes also PUT and DELETE. */
const openSearchActions: Record<SearchIndexAccess, string[]> = {
  read: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost'],
  write: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete'],
};

/** The embedded index's objects under search/ (decision 228): read by the search Lambda, written by the indexer. */
const snapshotActions: Record<SearchIndexAccess, string[]> = {
  read: ['s3:GetObject'],
  write: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

/**
 * The one place a function (the search Lambda, the indexer) learns where the index lives and gets
 * exactly the access its `searchIndex` declares (infra/functions.ts): for the embedded engine the
 * uploads bucket's search/ prefix and nothing else of it; for a domain its endpoint and HTTP access to
 * that domain alone, and no object of the bucket. Both are told the index prefix.
 */
export function applySearchEngine(
  fn: LambdaFunction,
  access: SearchIndexAccess,
  settings: SearchEngineSettings,
  uploads: ImportedUploads | undefined,
) {
  fn.addEnvironment(searchEngineVariables.engine, settings.engine);
  fn.addEnvironment(searchEngineVariables.indexPrefix, settings.indexPrefix);
  if (settings.engine === 'opensearch') {
    fn.addEnvironment(searchEngineVariables.openSearchEndpoint, settings.endpoint);
    const domain = domainArnOf(settings.endpoint, settings.domainArn);
    fn.addToRolePolicy(
      new PolicyStatement({ actions: openSearchActions[access], resources: [`${domain.arn}/*`] }),
    );
    acknowledge(
      fn.role!,
      `AwsSolutions-IAM5[Resource::${domain.nagArn}/*]`,
      "OpenSearch's HTTP actions are granted on the paths of the operator's one domain (its indexes under the search prefix); the domain is not Folio's to narrow further.",
    );
    return;
  }
  if (!uploads)
    throw new Error(`Function ${fn.node.path}: the embedded search index needs the uploads bucket`);
  fn.addEnvironment(uploadsBucketVariable, uploads.bucket.bucketName);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: snapshotActions[access],
      resources: [uploads.bucket.arnForObjects(`${searchObjectPrefix}*`)],
    }),
  );
  acknowledge(
    fn.role!,
    uploads.searchWildcardFinding,
    access === 'write'
      ? 'The search index is a manifest, snapshots and deltas under search/ (decision 228), written by its single indexer: GetObject, PutObject and DeleteObject on that prefix only.'
      : 'The search index is a manifest, snapshots and deltas under search/ (decision 228): GetObject on that prefix only.',
  );
}
