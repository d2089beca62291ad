import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import { resolveFlags, type FlagName, type FlagValue } from '#shared/flags';
import { VariantFlagsQuery, variantFlagsData } from '../../../lib/flags/variant-flags-query.ts';
import { SiteConfigContext, type CaptchaConfig } from '../../../lib/site-config.ts';
import type { ToastInput } from '../../../lib/toasts/toast.ts';
import { ToastsContext, type Toasts } from '../../../lib/toasts/toasts-context.ts';
import type { LoginFlags } from '../social-providers.ts';
import { SignInProvider } from './sign-in-provider.tsx';
import type { SignUpBanner } from './sign-in-modal.tsx';

/**
 * For the tests of the modal and the pages: the app's providers around a tree, and a GraphQL server
 * played by `answer` (operation name and variables in, `data` out; a throw is a network error).
 */
export type Answer = (operationName: string, variables: OperationVariables) => unknown;

export interface HarnessOptions {
  answer?: Answer;
  captcha?: CaptchaConfig;
  flags?: LoginFlags;
  /** Flag values the flag store holds (VariantFlagsQuery), over the catalogue's defaults. */
  storedFlags?: Partial<Record<FlagName, FlagValue>>;
  banner?: SignUpBanner;
}

export const authOrigin = 'http://localhost';

/** The page's server render always carries the flags (web/src/shell/shell-queries.ts): so do the tests. */
export function seededWithFlags(
  client: ApolloClient,
  stored: Partial<Record<FlagName, FlagValue>> = {},
): ApolloClient {
  const values = Object.entries(stored).map(([name, value]) => ({ name, value: value as FlagValue }));
  client.writeQuery({ query: VariantFlagsQuery, data: variantFlagsData(resolveFlags(values)) });
  return client;
}

export function createHarness() {
  const requests: { operationName: string; variables: OperationVariables }[] = [];
  /** The toasts shown (the shell's provider is not a feature's to import: this one records them). */
  const toasts: ToastInput[] = [];
  const toastsApi: Toasts = {
    showToast: (toast) => String(toasts.push(toast)),
    dismissToast: () => undefined,
  };
  let root: Root | null = null;
  const container = document.createElement('div');
  document.body.append(container);

  const clientFor = (answer: Answer, storedFlags: HarnessOptions['storedFlags']) =>
    seededWithFlags(
      new ApolloClient({
        cache: new InMemoryCache(),
        link: new ApolloLink(
          (operation) =>
            new Observable((observer) => {
              requests.push({ operationName: operation.operationName ?? '', variables: operation.variables });
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
        ),
      }),
      storedFlags,
    );

  return {
    container,
    requests,
    toasts,
    render(tree: ReactNode, options: HarnessOptions = {}) {
      const client = clientFor(options.answer ?? (() => ({})), options.storedFlags);
      const captcha = options.captcha ?? { kind: 'development', token: 'folio-development-captcha' };
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={client}>
            <ToastsContext.Provider value={toastsApi}>
              <SiteConfigContext.Provider value={{ authOrigin, captcha }}>
                <SignInProvider
                  {...(options.flags ? { flags: options.flags } : {})}
                  {...(options.banner ? { banner: options.banner } : {})}
                >
                  {tree}
                </SignInProvider>
              </SiteConfigContext.Provider>
            </ToastsContext.Provider>
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

export const waitFor = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

export const byText = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll<HTMLElement>('a, button, h1, h2, p, label span')].find(
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

/** Types into a controlled input the way React listens for it. */
export function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error('No input to type into.');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Submits the form an input belongs to, as Enter in a field does. */
export async function submit(input: HTMLInputElement | null | undefined) {
  if (!input?.form) throw new Error('No form to submit.');
  const form = input.form;
  act(() => void form.requestSubmit());
  await settle();
}

export function key(target: Element | Document, name: string, init: KeyboardEventInit = {}) {
  act(
    () =>
      void target.dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
      ),
  );
}
