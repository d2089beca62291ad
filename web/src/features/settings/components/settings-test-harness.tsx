import { ApolloClient, ApolloLink, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import { resolveFlags } from '#shared/flags';
import type { ViewerKind } from '#shared/edge-headers';
import { createCache } from '../../../lib/apollo/create-cache.ts';
import { VariantFlagsQuery, variantFlagsData } from '../../../lib/flags/variant-flags-query.ts';
import { RouterContext, type Router, type View } from '../../../lib/router/router-context.ts';
import { SiteConfigContext } from '../../../lib/site-config.ts';
import type { ToastInput } from '../../../lib/toasts/toast.ts';
import { ToastsContext, type Toasts } from '../../../lib/toasts/toasts-context.ts';
import { ViewerContext } from '../../../lib/viewer-context.ts';
import { routeTables } from '../../../routes/route-tables.ts';

/**
 * For the settings and password pages' tests: the app's providers (the real Apollo cache of the app,
 * a router that records navigations, toasts that record what is shown) and a GraphQL server played
 * by `answer` (operation name and variables in, `data` out; a throw is a network error).
 */
export type Answer = (operationName: string, variables: OperationVariables) => unknown;

export interface HarnessOptions {
  answer?: Answer;
  viewer?: ViewerKind;
  view?: View;
  flags?: Record<string, boolean | string>;
}

export const authOrigin = 'https://folio.example';

export const settingsView = (setting?: string): View =>
  setting === undefined
    ? { kind: 'page', route: 'ShowSettings', params: {}, page: 'settings' }
    : { kind: 'page', route: 'ShowSettingsTab', params: { setting }, page: 'settings' };

export function createHarness() {
  const requests: { operationName: string; variables: OperationVariables }[] = [];
  const toasts: ToastInput[] = [];
  const navigations: string[] = [];
  const toastsApi: Toasts = {
    showToast: (toast) => String(toasts.push(toast)),
    dismissToast: () => undefined,
  };
  let root: Root | null = null;
  let client: ApolloClient | null = null;
  const container = document.createElement('div');
  document.body.append(container);

  const clientFor = (answer: Answer, flags: Record<string, boolean | string>) => {
    const created = new ApolloClient({
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
    // The server render always carries the flags (web/src/shell/shell-queries.ts).
    created.writeQuery({
      query: VariantFlagsQuery,
      data: variantFlagsData({ ...resolveFlags([]), ...flags }),
    });
    return created;
  };

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
    render(tree: ReactNode, options: HarnessOptions = {}) {
      client = clientFor(options.answer ?? (() => ({})), options.flags ?? {});
      const router: Router = {
        view: options.view ?? settingsView(),
        table: routeTables.default,
        hostTarget: null,
        navigate: (href) => void navigations.push(href),
      };
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={client!}>
            <ViewerContext.Provider value={options.viewer ?? 'signed-in'}>
              <RouterContext.Provider value={router}>
                <ToastsContext.Provider value={toastsApi}>
                  <SiteConfigContext.Provider value={{ authOrigin, captcha: { kind: 'none' } }}>
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

/** Lets pending promises (lazy chunks, GraphQL answers) settle inside act. */
export const settle = () =>
  act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

export const byText = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll<HTMLElement>('a, button, h1, h2, h3, p, label, legend, span')].find(
    (element) => element.textContent?.trim() === text,
  );

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

/** Presses Enter in a field (a text area submits on Enter; an input's form is submitted, as browsers do). */
export async function pressEnter(field: HTMLInputElement | HTMLTextAreaElement | null | undefined) {
  if (!field?.form) throw new Error('No form to submit.');
  const form = field.form;
  act(() => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(event);
    // Implicit submission is the browser's, not jsdom's: do it for an input.
    if (!event.defaultPrevented && field instanceof HTMLInputElement) form.requestSubmit();
  });
  await settle();
}
