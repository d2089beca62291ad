import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { PageModule } from '../routes/page-registry.ts';
import type { PreloadedState } from './injected-state.ts';
import { RouterProvider } from './router/router-provider.tsx';

export interface AppProps {
  client: ApolloClient;
  state: PreloadedState;
  /** The current page's script, loaded before rendering (null for the error screens). */
  module: PageModule | null;
}

/** The whole page below the root element: the same tree on the server and in the browser. */
export function App({ client, state, module }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <RouterProvider state={state} module={module} />
    </ApolloProvider>
  );
}
