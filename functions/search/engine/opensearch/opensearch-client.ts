import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Client } from '@opensearch-project/opensearch';
import { AwsSigv4Signer } from '@opensearch-project/opensearch/aws-v3';

/** A client of an Amazon OpenSearch Service domain, every request signed (SigV4) as the Lambda's role. */
export function openSearchClient(endpoint: string, region: string): Client {
  return new Client({
    ...AwsSigv4Signer({ region, service: 'es', getCredentials: defaultProvider() }),
    node: endpoint,
  });
}
