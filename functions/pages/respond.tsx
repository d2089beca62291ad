import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { renderToString } from 'react-dom/server';
import { App } from '#web/app/app.tsx';
import type { PreloadedState } from '#web/app/injected-state.ts';
import type { PageModule, PageHead } from '#web/routes/page-registry.ts';
import type { PageAssets } from './assets.ts';
import { renderDocument } from './document.ts';

/** Where the browser sends GraphQL: the batch endpoint (spec 3 §7). */
export const graphqlAddress = '/_/batch';

export interface ResponseParts {
  client: ApolloClient;
  state: PreloadedState;
  module: PageModule | null;
  head: PageHead;
  status: number;
  headers: Record<string, string>;
  assets: PageAssets;
}

/** Renders the app from the client's cache and writes the document with that cache injected. */
export function renderResponse({ client, state, module, head, status, headers, assets }: ResponseParts) {
  const html = renderToString(<App client={client} state={state} module={module} />);
  const body = renderDocument({
    head,
    origin: state.config.authOrigin || null,
    assets,
    html,
    injected: {
      preloadedState: state,
      graphqlUri: graphqlAddress,
      apolloState: client.extract() as NormalizedCacheObject,
    },
  });
  return {
    statusCode: status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
    body,
  } satisfies APIGatewayProxyStructuredResultV2;
}
