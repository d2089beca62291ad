import { InMemoryCache } from '@apollo/client';
import { act, type ReactNode } from 'react';
import { authPaths } from '#contract/auth-paths.ts';
import type { FlagName, FlagValue } from '#contract/flags.ts';
import type { CaptchaConfig } from '#web/lib/site-config.ts';
import { createAppHarness, type Answer } from '#web/lib/testing/app-test-harness.tsx';
import { seededWithFlags } from '#web/lib/testing/seeded-flags.ts';
import type { LoginFlags } from '../social-providers.ts';
import { SignInProvider } from './sign-in-provider.tsx';
import type { SignUpBanner } from './sign-in-modal.tsx';

export { click, settle, submit, type, type Answer } from '#web/lib/testing/app-test-harness.tsx';
export { seededWithFlags } from '#web/lib/testing/seeded-flags.ts';

/** For the tests of the modal and the pages: the app harness (lib/testing) around a SignInProvider. */
export interface HarnessOptions {
  answer?: Answer;
  captcha?: CaptchaConfig;
  flags?: LoginFlags;
  /** Flag values the flag store holds (VariantFlagsQuery), over the catalogue's defaults. */
  storedFlags?: Partial<Record<FlagName, FlagValue>>;
  banner?: SignUpBanner;
}

export const authOrigin = 'http://localhost';

/** The binding GET /m/callback/email/binding gives the browser in these tests (api/sign-in-binding.ts). */
export const testBinding = 'b'.repeat(43);

/** The browser's fetch, as far as sign-in uses it: the binding route (jsdom has no fetch of its own). */
const bindingFetch = (async (input: RequestInfo | URL) => {
  if (String(input) !== authPaths.signInBinding) throw new Error(`Unexpected fetch of ${String(input)}`);
  return { ok: true, json: async () => ({ binding: testBinding }) } as Response;
}) as typeof fetch;

export function createHarness() {
  const harness = createAppHarness();
  const browserFetch = globalThis.fetch;
  globalThis.fetch = bindingFetch;
  return {
    container: harness.container,
    requests: harness.requests,
    toasts: harness.toasts,
    unmount() {
      harness.unmount();
      globalThis.fetch = browserFetch;
    },
    render(tree: ReactNode, options: HarnessOptions = {}) {
      const captcha = options.captcha ?? { kind: 'development', token: 'folio-development-captcha' };
      harness.render(
        <SignInProvider
          {...(options.flags ? { flags: options.flags } : {})}
          {...(options.banner ? { banner: options.banner } : {})}
        >
          {tree}
        </SignInProvider>,
        {
          answer: options.answer,
          cache: new InMemoryCache(),
          siteConfig: { authOrigin, captcha },
          prepare: (client) => void seededWithFlags(client, options.storedFlags),
        },
      );
    },
  };
}

export const waitFor = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

export const byText = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll<HTMLElement>('a, button, h1, h2, p, label span')].find(
    (element) => element.textContent?.trim() === text,
  );

export function key(target: Element | Document, name: string, init: KeyboardEventInit = {}) {
  act(
    () =>
      void target.dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
      ),
  );
}
