import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Observable } from 'rxjs';
import { createCache } from '#web/lib/apollo/create-cache.ts';
import type { EventReporter } from '#web/lib/reporting/event-reporter.ts';
import { ReportingContext } from '#web/lib/reporting/reporting-context.ts';
import { ViewerProvider } from '#web/connected/viewer/viewer-provider.tsx';
import { viewerQuery } from '#web/connected/viewer/viewer-query.ts';
import { type Viewer } from '#web/lib/viewer-session.ts';

/**
 * For the tests of the membership popovers: the providers they read (the viewer as ViewerQuery left it
 * in the cache, the reporter) and the browser's gestures on them.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** 2024-03-05 (UTC), as an AWSTimestamp. */
export const march2024 = Date.UTC(2024, 2, 5) / 1000;

export const reader = (membership: Viewer['membership'] = null, id = 'u-reader'): Viewer => ({
  id,
  name: 'Ada Lovelace',
  username: 'ada',
  isSuspended: false,
  emailObfuscated: null,
  unverifiedEmail: null,
  dismissableFlags: [],
  membership,
});

/** Signed out, signed in (ViewerQuery answered), or 'loading' (a session cookie, no answer yet). */
export type HarnessViewer = 'signed-out' | 'loading' | Viewer;

export function createPopoverHarness() {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  const events: { key: string; data: Record<string, unknown> | undefined }[] = [];
  const reporter: EventReporter = {
    record: (key, data) => void events.push({ key, data }),
    flush: async () => undefined,
    setConsent: () => undefined,
  };

  function client(viewer: HarnessViewer) {
    const cache = createCache();
    if (typeof viewer === 'object') {
      const membership = viewer.membership && { __typename: 'Membership', ...viewer.membership };
      const data = { viewer: { __typename: 'User', ...viewer, membership } };
      cache.writeQuery({ ...viewerQuery(), data: data as never });
    }
    // Nothing is answered: a session the cache does not know stays loading.
    const link = new ApolloLink(() => new Observable(() => undefined));
    return new ApolloClient({ cache, link });
  }

  return {
    container,
    events,
    render(tree: ReactNode, viewer: HarnessViewer) {
      root ??= createRoot(container);
      act(() =>
        root!.render(
          <ApolloProvider client={client(viewer)}>
            <ReportingContext.Provider value={reporter}>
              <ViewerProvider kind={viewer === 'signed-out' ? 'anonymous' : 'signed-in'}>
                {tree}
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
    dialog: () => container.querySelector<HTMLElement>('[role="dialog"]'),
    button: (name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`),
  };
}

export const click = (element: Element) =>
  act(() => void (element as HTMLElement).dispatchEvent(new MouseEvent('click', { bubbles: true })));

/** A mouse (or touch) entering or leaving: React's pointerenter/leave listen to pointerover/out. */
export function pointer(element: Element, type: 'over' | 'out', pointerType = 'mouse') {
  act(() => {
    const event = new MouseEvent(`pointer${type}`, { bubbles: true, relatedTarget: document.body });
    Object.defineProperty(event, 'pointerType', { value: pointerType });
    element.dispatchEvent(event);
  });
}

export const pressKey = (key: string) =>
  act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));

export const pressOutside = () =>
  act(() => void document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })));
