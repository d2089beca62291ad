/** API settings the CDK stack and the local AppSync both apply. */
export const apiSettings = {
  /** How long AppSync caches an authorizer answer when the authorizer sets no ttlOverride. */
  authorizerResultsTtlSeconds: 300,
  /** Deeper queries are refused before any resolver runs (AppSync's queryDepthLimit). */
  queryDepthLimit: 12,
  /** At most this many resolver invocations per query (AppSync's resolverCountLimit). */
  resolverCountLimit: 1000,
} as const;
