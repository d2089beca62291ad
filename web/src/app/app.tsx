import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SignInProvider } from '../features/auth/components/sign-in-provider.tsx';
import { silentReporter, type EventReporter } from '../lib/reporting/event-reporter.ts';
import { ReportingContext } from '../lib/reporting/reporting-context.ts';
import { SiteConfigContext } from '../lib/site-config.ts';
import { ViewerContext } from '../lib/viewer-context.ts';
import type { PageModule } from '../routes/page-registry.ts';
import { ToastsProvider } from '../shell/toasts/toasts-provider.tsx';
import type { PreloadedState } from './injected-state.ts';
import { RouterProvider } from './router/router-provider.tsx';

export interface AppProps {
  client: ApolloClient;
  state: PreloadedState;
  /** The current page's script, loaded before rendering (null for the error screens). */
  module: PageModule | null;
  /** Analytics events; the server renders without one (effects never run there). */
  reporter?: EventReporter;
}

/** The whole page below the root element: the same tree on the server and in the browser. */
export function App({ client, state, module, reporter = silentReporter }: AppProps) {
  return (
    <ApolloProvider client={client}>
      <ReportingContext.Provider value={reporter}>
        <SiteConfigContext.Provider value={state.config}>
          <ViewerContext.Provider value={state.viewer}>
            <ToastsProvider>
              <SignInProvider>
                <RouterProvider state={state} module={module} />
              </SignInProvider>
            </ToastsProvider>
          </ViewerContext.Provider>
        </SiteConfigContext.Provider>
      </ReportingContext.Provider>
    </ApolloProvider>
  );
}
