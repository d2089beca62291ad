import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { GraphqlExecutor } from '#shared/api/graphql-executor.ts';
import { createCache } from '#web/lib/apollo/create-cache.ts';

/**
 * An Apollo Client for one server render: its link runs operations through the executor as the viewer
 * (their headers), and its cache, extracted after rendering, becomes the page's injected state. One
 * client per request, so no viewer ever sees another's data.
 */
export function createServerClient(executeGraphql: GraphqlExecutor, headers: Record<string, string>) {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        executeGraphql(
          {
            query: print(operation.query),
            operationName: operation.operationName ?? null,
            variables: operation.variables,
          },
          headers,
        ).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
  return new ApolloClient({ ssrMode: true, link, cache: createCache() });
}
