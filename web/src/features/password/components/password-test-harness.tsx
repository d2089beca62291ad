import type { ReactNode } from 'react';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { createAppHarness, type Answer } from '#web/lib/testing/app-test-harness.tsx';

export { settle, submit, type, type Answer } from '#web/lib/testing/app-test-harness.tsx';

/** The /password page's tests: the app harness on the page's view, answered by a scripted API. */
export function createHarness() {
  const harness = createAppHarness();
  return {
    container: harness.container,
    toasts: harness.toasts,
    navigations: harness.navigations,
    sent: harness.sent,
    get client() {
      return harness.client;
    },
    unmount: harness.unmount,
    render(tree: ReactNode, answer: Answer, viewer: ViewerKind = 'signed-in') {
      harness.render(tree, {
        answer,
        viewer,
        view: { kind: 'page', route: 'ShowPassword', params: {}, page: 'crupdate-password' },
      });
    },
  };
}
