import { act, type ReactNode } from 'react';
import type { ViewerKind } from '#contract/edge-headers.ts';
import type { FlagName, FlagValue } from '#contract/flags.ts';
import type { View } from '#web/lib/router/router-context.ts';
import { createAppHarness, settle, type Answer } from '#web/lib/testing/app-test-harness.tsx';
import { seededWithFlags } from '#web/lib/testing/seeded-flags.ts';

export { click, settle, type, type Answer } from '#web/lib/testing/app-test-harness.tsx';

/** For the settings page's tests: the app harness (lib/testing) on a settings view, with the flags seeded. */
export interface HarnessOptions {
  answer?: Answer;
  viewer?: ViewerKind;
  view?: View;
  flags?: Partial<Record<FlagName, FlagValue>>;
}

export const authOrigin = 'https://folio.example';

export const settingsView = (setting?: string): View =>
  setting === undefined
    ? { kind: 'page', route: 'ShowSettings', params: {}, page: 'settings' }
    : { kind: 'page', route: 'ShowSettingsTab', params: { setting }, page: 'settings' };

export function createHarness() {
  const harness = createAppHarness();
  return {
    container: harness.container,
    requests: harness.requests,
    toasts: harness.toasts,
    navigations: harness.navigations,
    sent: harness.sent,
    get client() {
      return harness.client;
    },
    unmount: harness.unmount,
    render(
      tree: ReactNode,
      { answer, viewer = 'signed-in', view = settingsView(), flags = {} }: HarnessOptions = {},
    ) {
      harness.render(tree, {
        answer,
        viewer,
        view,
        siteConfig: { authOrigin, captcha: { kind: 'none' } },
        prepare: (client) => void seededWithFlags(client, flags),
      });
    },
  };
}

export const byText = (text: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll<HTMLElement>('a, button, h1, h2, h3, p, label, legend, span')].find(
    (element) => element.textContent?.trim() === text,
  );

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
