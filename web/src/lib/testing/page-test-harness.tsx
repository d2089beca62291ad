import type { ReactNode } from 'react';
import type { View } from '../router/router-context.ts';
import { ViewerQuery } from '#web/connected/viewer/viewer-query.ts';
import { type Viewer } from '#web/lib/viewer-session.ts';
import { createAppHarness, type MountOptions } from './app-test-harness.tsx';

export { click, settle, type Answer } from './app-test-harness.tsx';

/**
 * For the tests of a page's components: the app harness (./app-test-harness.tsx) with a signed-in
 * reader in the cache unless told otherwise, and the site config of the tests.
 */
export interface RenderOptions extends Pick<MountOptions, 'answer' | 'prepare'> {
  /** A signed-in reader (ViewerQuery's answer, as the server leaves it), or null for a visitor. */
  viewer?: Viewer | null;
  view?: View;
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
  const harness = createAppHarness();
  return {
    container: harness.container,
    toasts: harness.toasts,
    navigations: harness.navigations,
    sent: harness.sent,
    unmount: harness.unmount,
    render(tree: ReactNode, { answer, viewer = testViewer, view, prepare }: RenderOptions = {}) {
      harness.render(tree, {
        answer,
        viewer: viewer ? 'signed-in' : 'anonymous',
        view: view ?? { kind: 'not-found' },
        siteConfig: { authOrigin: 'https://folio.example', captcha: { kind: 'none' } },
        prepare(client) {
          if (viewer)
            client.writeQuery({
              query: ViewerQuery,
              data: { viewer: { __typename: 'User', ...viewer } as Viewer },
            });
          prepare?.(client);
        },
      });
    },
  };
}
