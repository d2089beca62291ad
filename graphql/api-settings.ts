/** API settings the CDK stack and the local AppSync both apply. */
export const apiSettings = {
  /** How long AppSync caches an authorizer answer when the authorizer sets no ttlOverride. */
  authorizerResultsTtlSeconds: 300,
  /** Deeper queries are refused before any resolver runs (AppSync's queryDepthLimit). */
  queryDepthLimit: 12,
  /**
   * At most this many resolver invocations per query (AppSync's resolverCountLimit, 1 to 10,000). The
   * story page, with its first responses and "More from" cards, estimates about 90 (decision 118); a
   * list's page, with its first 15 items, their reading-list states and its first responses, about 117
   * (decisions 120, 124): four times that.
   */
  resolverCountLimit: 480,
} as const;

/**
 * What a request may be before any work starts on it, checked by the local AppSync and by the batch
 * endpoint (docs/decisions.md). Folio's own operations are far below each (figures in the decision).
 */
export const requestLimits = {
  /** The query and its variables as JSON (AppSync's request size; the local gateway's body limit). */
  maxRequestBytes: 1024 * 1024,
  /** Levels of objects and lists in the variables, their map included: `{ input: { pronouns: [] } }` is 3. */
  maxVariablesDepth: 10,
  /** Tokens of the query text (the largest client operation, PostPageQuery, has about 210). */
  maxQueryTokens: 2000,
  /** Brackets ({, (, [) open at once in the query text (client operations reach 5). */
  maxQueryNesting: 64,
  /**
   * Field selections once fragments are expanded, lists counted at their page size (the story page,
   * with its responses and "More from" cards, reaches about 300). Local AppSync only: it runs in one
   * process, which one huge selection would hold; AppSync has no such setting.
   */
  maxSelectedFields: 2000,
} as const;
