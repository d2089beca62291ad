import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';

/**
 * The CDN's copies of rendered pages (CloudFront in AWS, the local gateway's cache on one machine).
 * `invalidate` makes every copy under the paths stale: a path ending in `*` covers everything that
 * starts with it (query strings included), as CloudFront's invalidation paths do.
 */
export interface EdgeCache {
  invalidate(paths: readonly string[], reference: string): Promise<void>;
}

/** The SSM parameter holding the distribution's id: the web stack writes it, the consumer reads it. */
export const edgeDistributionParameterVariable = 'EDGE_DISTRIBUTION_PARAMETER';

/**
 * CloudFront's CreateInvalidation. `reference` is the CallerReference: the same reference sent twice
 * (a redelivered message) makes one invalidation, not two paid ones.
 */
export function cloudFrontEdgeCache(
  client: CloudFrontClient,
  distributionId: () => Promise<string>,
): EdgeCache {
  return {
    async invalidate(paths, reference) {
      if (paths.length === 0) return;
      await client.send(
        new CreateInvalidationCommand({
          DistributionId: await distributionId(),
          InvalidationBatch: {
            CallerReference: reference,
            Paths: { Quantity: paths.length, Items: [...paths] },
          },
        }),
      );
    },
  };
}
