/**
 * Runs one GraphQL operation against Folio's API as the caller. The pages Lambda (server rendering) and
 * the HTTP Lambda (/_/batch) use it. In AWS it posts to AppSync; locally the gateway passes an executor
 * that calls the local AppSync in process. Both honour the same headers.
 */
export interface GraphqlRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

export interface GraphqlError {
  message: string;
  errorType?: string | null;
  path?: readonly (string | number)[];
  locations?: readonly { line: number; column: number }[];
}

export interface GraphqlResponse {
  data?: Record<string, unknown> | null;
  errors?: GraphqlError[];
}

/** `headers` must carry `authorization` (see edge-headers.ts); other viewer headers pass through. */
export type GraphqlExecutor = (
  request: GraphqlRequest,
  headers: Record<string, string>,
) => Promise<GraphqlResponse>;

/** The AWS adapter: HTTP POST to the AppSync endpoint. */
export function appSyncExecutor(url: string): GraphqlExecutor {
  return async (request, headers) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    const body = (await response.json()) as GraphqlResponse;
    if (!response.ok && !body.errors) {
      return { data: null, errors: [{ message: `GraphQL endpoint answered ${response.status}` }] };
    }
    return body;
  };
}
