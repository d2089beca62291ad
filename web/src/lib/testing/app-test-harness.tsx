import { ApolloClient, ApolloLink, type ApolloCache, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { routeTables } from '#web/routes/route-tables.ts';
import { createCache } from '../apollo/create-cache.ts';
import { RouterContext, type Router, type View } from '../router/router-context.ts';
import { SiteConfigContext, defaultSiteConfig, type SiteConfig } from '../site-config.ts';
import type { ToastInput } from '../toasts/toast.ts';
import { ToastsContext, type Toasts } from '../toasts/toasts-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';

/**
 * The one set-up under every component-test harness (features may not import each other, so theirs
 * build on this): the app's providers around a tree, toasts that record what is shown, a router that
 * records navigations, and a GraphQL server played by `answer` (operation name and variables in,
 * `data` out; a throw is a network error).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Answer = (operationName: string, variables: OperationVariables) => unknown;

export interface MountOptions {
  answer?: Answer;
  /** The app's cache unless given. */
  cache?: ApolloCache;
  /** The context defaults (a visitor, no router, the default site config) unless given. */
  viewer?: ViewerKind;
  view?: View;
  siteConfig?: SiteConfig;
  /** Writes what the server would have left in the cache. */
  prepare?: (client: ApolloClient) => void;
}

export function createAppHarness() {
  const requests: { operationName: string; variables: OperationVariables }[] = [];
  const toasts: ToastInput[] = [];
  const navigations: string[] = [];
  const toastsApi: Toasts = { showToast: (toast) => String(toasts.push(toast)), dismissToast: () => {} };
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  let client: ApolloClient | null = null;

  const link = (answer: Answer) =>
    new ApolloLink(
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
    );

  return {
    container,
    requests,
    toasts,
    navigations,
    sent: (name: string) => requests.filter((request) => request.operationName === name),
    get client() {
      if (!client) throw new Error('Render first.');
      return client;
    },
    render(tree: ReactNode, options: MountOptions = {}) {
      const { answer = () => ({}), cache = createCache(), view, prepare } = options;
      const current = new ApolloClient({ cache, link: link(answer) });
      client = current;
      prepare?.(current);
      const router: Router | null = view
        ? {
            view,
            table: routeTables.default,
            hostTarget: null,
            navigate: (href) => void navigations.push(href),
          }
        : null;
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={current}>
            <ViewerProvider kind={options.viewer ?? 'anonymous'}>
              <RouterContext.Provider value={router}>
                <ToastsContext.Provider value={toastsApi}>
                  <SiteConfigContext.Provider value={options.siteConfig ?? defaultSiteConfig}>
                    {tree}
                  </SiteConfigContext.Provider>
                </ToastsContext.Provider>
              </RouterContext.Provider>
            </ViewerProvider>
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

/** Lets pending promises (lazy chunks, GraphQL answers) settle inside act. */
export const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

export function click(element: Element | null | undefined, init: MouseEventInit = {}) {
  if (!element) throw new Error('Nothing to click.');
  act(
    () =>
      void element.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }),
      ),
  );
}

/** Types into a controlled input or text area the way React listens for it. */
export function type(field: HTMLInputElement | HTMLTextAreaElement | null | undefined, value: string) {
  if (!field) throw new Error('No field to type into.');
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits the form an input belongs to, as Enter in a field does. */
export async function submit(input: HTMLInputElement | null | undefined) {
  if (!input?.form) throw new Error('No form to submit.');
  const form = input.form;
  act(() => void form.requestSubmit());
  await settle();
}
