import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import type { ViewerKind } from '#shared/edge-headers';
import { routeTables } from '../../routes/route-tables.ts';
import { createCache } from '../apollo/create-cache.ts';
import { RouterContext, type Router, type View } from '../router/router-context.ts';
import { SiteConfigContext } from '../site-config.ts';
import type { ToastInput } from '../toasts/toast.ts';
import { ToastsContext, type Toasts } from '../toasts/toasts-context.ts';
import { ViewerContext } from '../viewer-context.ts';
import { ViewerQuery, type Viewer } from '../viewer/viewer-query.ts';

/**
 * For the tests of a page's components: the app's providers around them (the real Apollo cache, a
 * router that records navigations, toasts that record what is shown), an API played by `answer`
 * (operation name and variables in, `data` out; a throw is a network error), and `prepare` to write
 * what the server would have left in the cache.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Answer = (operationName: string, variables: OperationVariables) => unknown;

export interface RenderOptions {
  answer?: Answer;
  /** A signed-in reader (ViewerQuery's answer, as the server leaves it), or null for a visitor. */
  viewer?: Viewer | null;
  view?: View;
  prepare?: (client: ApolloClient) => void;
}

export const testViewer: Viewer = {
  id: 'viewer-1',
  name: 'Ada Lovelace',
  username: 'ada',
  isSuspended: false,
  emailObfuscated: 'a***@f***.example',
  unverifiedEmail: null,
  dismissableFlags: [],
  membership: null,
};

export function createPageHarness() {
  const requests: { operationName: string; variables: OperationVariables }[] = [];
  const toasts: ToastInput[] = [];
  const navigations: string[] = [];
  const toastsApi: Toasts = { showToast: (toast) => String(toasts.push(toast)), dismissToast: () => {} };
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;

  const clientFor = (answer: Answer) =>
    new ApolloClient({
      cache: createCache(),
      link: new ApolloLink(
        (operation) =>
          new Observable((observer) => {
            const { operationName = '', variables } = operation;
            requests.push({ operationName, variables });
            Promise.resolve()
              .then(() => answer(operationName, variables))
              .then(
                (data) => {
                  observer.next({ data } as never);
                  observer.complete();
                },
                (error: unknown) => observer.error(error),
              );
          }),
      ),
    });

  return {
    container,
    toasts,
    navigations,
    sent: (name: string) => requests.filter((request) => request.operationName === name),
    render(tree: ReactNode, { answer = () => ({}), viewer = testViewer, view, prepare }: RenderOptions = {}) {
      const client = clientFor(answer);
      if (viewer)
        client.writeQuery({
          query: ViewerQuery,
          data: { viewer: { __typename: 'User', ...viewer } as Viewer },
        });
      prepare?.(client);
      const kind: ViewerKind = viewer ? 'signed-in' : 'anonymous';
      const router: Router = {
        view: view ?? { kind: 'not-found' },
        table: routeTables.default,
        hostTarget: null,
        navigate: (href) => void navigations.push(href),
      };
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={client}>
            <ViewerContext.Provider value={kind}>
              <RouterContext.Provider value={router}>
                <ToastsContext.Provider value={toastsApi}>
                  <SiteConfigContext.Provider
                    value={{ authOrigin: 'https://folio.example', captcha: { kind: 'none' } }}
                  >
                    {tree}
                  </SiteConfigContext.Provider>
                </ToastsContext.Provider>
              </RouterContext.Provider>
            </ViewerContext.Provider>
          </ApolloProvider>,
        ),
      );
    },
    unmount() {
      act(() => root?.unmount());
      root = null;
      container.remove();
    },
  };
}

/** Lets pending promises (GraphQL answers) settle inside act. */
export const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

export function click(element: Element | null | undefined) {
  if (!element) throw new Error('Nothing to click.');
  act(
    () => void element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })),
  );
}
