import { TextEncoder } from 'node:util';
import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import type { EventReporter } from '#web/lib/reporting/event-reporter.ts';
import { ReportingContext } from '#web/lib/reporting/reporting-context.ts';
import { RouterContext, type Router, type View } from '#web/lib/router/router-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import { type Viewer } from '#web/lib/viewer-session.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { toastClasses } from './toasts/toast-classes.ts';
import { ToastRegion } from './toasts/toast-region.tsx';
import { ToastsProvider } from './toasts/toasts-provider.tsx';

/**
 * For the tests of what the shell shows around the session (automatic toasts, privacy banner, banners):
 * the app's providers, a cache holding ViewerQuery's answer as the server leaves it, an API played by
 * `answer`, and a reporter that records.
 */
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder; // jsdom has none; browsers do
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Answer = (operationName: string, variables: OperationVariables) => unknown;

export const reader: Viewer = {
  id: 'u1',
  name: 'Ada Lovelace',
  username: 'ada',
  isSuspended: false,
  emailObfuscated: 'a***@f***.example',
  unverifiedEmail: null,
  dismissableFlags: [],
  membership: null,
};

export const homeView: View = { kind: 'page', route: 'ShowHome', params: {}, page: 'home' };

export interface SessionOptions {
  viewerKind?: ViewerKind;
  /** ViewerQuery's answer already in the cache (null: a refused session). */
  viewer?: Viewer | null;
  answer?: Answer;
  view?: View;
  /** Writes more into the cache before rendering (a post page's data…). */
  seed?: (client: ApolloClient) => void;
}

export function createSessionHarness() {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  const asked: { operationName: string; variables: OperationVariables }[] = [];
  const events: { key: string; data: Record<string, unknown> | undefined }[] = [];
  /** Where the page navigated (router.navigate), in order. */
  const navigations: string[] = [];
  const consent: boolean[] = [];
  const reporter: EventReporter = {
    record: (key, data) => void events.push({ key, data }),
    flush: async () => undefined,
    setConsent: (granted) => void consent.push(granted),
  };

  function clientFor({ viewer, answer = () => ({}), seed }: SessionOptions) {
    const cache = createCache();
    if (viewer !== undefined) {
      cache.writeQuery({
        ...viewerQuery(),
        data: {
          viewer: viewer && {
            __typename: 'User',
            ...viewer,
            membership: viewer.membership && { __typename: 'Membership', ...viewer.membership },
          },
        } as never,
      });
    }
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push({ operationName: operation.operationName ?? '', variables: operation.variables });
          Promise.resolve()
            .then(() => answer(operation.operationName ?? '', operation.variables))
            .then(
              (data) => {
                observer.next({ data } as never);
                observer.complete();
              },
              (error: unknown) => observer.error(error),
            );
        }),
    );
    const client = new ApolloClient({ cache, link });
    seed?.(client);
    return client;
  }

  return {
    container,
    asked,
    events,
    navigations,
    consent,
    render(tree: ReactNode, options: SessionOptions = {}) {
      const router: Router = {
        view: options.view ?? homeView,
        table: routeTables.default,
        hostTarget: null,
        navigate: (href) => void navigations.push(href),
      };
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={clientFor(options)}>
            <ReportingContext.Provider value={reporter}>
              <ViewerProvider kind={options.viewerKind ?? 'signed-in'}>
                <ToastsProvider>
                  <RouterContext.Provider value={router}>
                    <ToastRegion />
                    {tree}
                  </RouterContext.Provider>
                </ToastsProvider>
              </ViewerProvider>
            </ReportingContext.Provider>
          </ApolloProvider>,
        ),
      );
    },
    unmount() {
      act(() => root?.unmount());
      root = null;
      container.remove();
    },
    /** The toasts on screen: style and message. */
    toasts: () =>
      [...container.querySelectorAll<HTMLElement>(`.${toastClasses.toast}`)].map((toast) => ({
        style: toast.dataset.toastStyle,
        message: toast.querySelector(`.${toastClasses.message}`)?.textContent,
        leaving: toast.classList.contains(toastClasses.leaving),
      })),
  };
}

/** Lets lazy chunks, effects and GraphQL answers settle inside act. */
export const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 8; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
