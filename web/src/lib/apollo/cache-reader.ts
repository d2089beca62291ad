import type { ApolloClient } from '@apollo/client';
import type { CacheReader } from '#web/routes/page-registry.ts';

/** Reads preloaded queries back from a client's cache (null when incomplete): how pages describe themselves. */
export const cacheReader =
  (client: ApolloClient): CacheReader =>
  (request) =>
    client.readQuery({ query: request.query, variables: request.variables });
