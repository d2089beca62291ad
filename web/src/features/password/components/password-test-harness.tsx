import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import type { ViewerKind } from '#shared/edge-headers';
import { createCache } from '../../../lib/apollo/create-cache.ts';
import { RouterContext, type Router } from '../../../lib/router/router-context.ts';
import type { ToastInput } from '../../../lib/toasts/toast.ts';
import { ToastsContext, type Toasts } from '../../../lib/toasts/toasts-context.ts';
import { ViewerContext } from '../../../lib/viewer-context.ts';
import { routeTables } from '../../../routes/route-tables.ts';

/** The /password page's tests: the app's cache, a recording router and toasts, a scripted API. */
export type Answer = (operationName: string, variables: OperationVariables) => unknown;

export function createHarness() {
  const requests: { operationName: string; variables: OperationVariables }[] = [];
  const toasts: ToastInput[] = [];
  const navigations: string[] = [];
  const toastsApi: Toasts = {
    showToast: (toast) => String(toasts.push(toast)),
    dismissToast: () => undefined,
  };
  const router: Router = {
    view: { kind: 'page', route: 'ShowPassword', params: {}, page: 'crupdate-password' },
    table: routeTables.default,
    hostTarget: null,
    navigate: (href) => void navigations.push(href),
  };
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  let client: ApolloClient | null = null;

  return {
    container,
    toasts,
    navigations,
    sent: (name: string) => requests.filter((request) => request.operationName === name),
    get client() {
      if (!client) throw new Error('Render first.');
      return client;
    },
    render(tree: ReactNode, answer: Answer, viewer: ViewerKind = 'signed-in') {
      client = new ApolloClient({
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
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={client!}>
            <ViewerContext.Provider value={viewer}>
              <RouterContext.Provider value={router}>
                <ToastsContext.Provider value={toastsApi}>{tree}</ToastsContext.Provider>
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

/** Types into a controlled input the way React listens for it. */
export function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error('No input to type into.');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits the input's form, as Enter in a field does. */
export async function submit(input: HTMLInputElement | null | undefined) {
  if (!input?.form) throw new Error('No form to submit.');
  const form = input.form;
  act(() => void form.requestSubmit());
  await settle();
}
