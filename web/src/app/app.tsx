import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SignInProvider } from '#web/features/auth/components/sign-in-provider.tsx';
import { silentReporter, type EventReporter } from '#web/lib/reporting/event-reporter.ts';
import { ReportingContext } from '#web/lib/reporting/reporting-context.ts';
import { SiteConfigContext } from '#web/lib/site-config.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import type { PageModule } from '#web/routes/page-registry.ts';
import { ToastsProvider } from '#web/shell/toasts/toasts-provider.tsx';
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
          <ViewerProvider kind={state.viewer}>
            <ToastsProvider>
              <SignInProvider>
                <RouterProvider state={state} module={module} />
              </SignInProvider>
            </ToastsProvider>
          </ViewerProvider>
        </SiteConfigContext.Provider>
      </ReportingContext.Provider>
    </ApolloProvider>
  );
}
