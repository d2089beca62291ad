import type { NormalizedCacheObject } from '@apollo/client';
import type { HostKind, ViewerKind } from '#shared/edge-headers';
import type { View } from '../lib/router/router-context.ts';
import type { SiteConfig } from '../lib/site-config.ts';

/** What the server knew when it rendered the page; the browser starts from exactly this. */
export interface PreloadedState {
  appVersion: string;
  viewer: ViewerKind;
  host: { kind: HostKind; target: string | null };
  view: View;
  config: SiteConfig;
  /**
   * When the server rendered the page, in whole seconds (an AWSTimestamp): "now" for dates printed
   * relative to today, the same during hydration as on the server (web/src/lib/render-time.ts).
   */
  renderedAt: number;
}

export interface InjectedState {
  preloadedState: PreloadedState;
  /** Where the browser sends GraphQL ('/_/batch'). */
  graphqlUri: string;
  /** The server's Apollo cache (client.extract()). */
  apolloState: NormalizedCacheObject;
}

/** The globals the pages Lambda's inline script assigns, one per part. */
export const injectedGlobals = {
  preloadedState: '__PRELOADED_STATE__',
  graphqlUri: '__GRAPHQL_URI__',
  apolloState: '__APOLLO_STATE__',
} as const satisfies Record<keyof InjectedState, string>;

export const rootElementId = 'root';

/** Spec 3 §4: start-up requires preloaded state, a GraphQL address and cached query state, else it throws. */
export function readInjectedState(scope: object): InjectedState {
  const read = (key: keyof InjectedState) => (scope as Record<string, unknown>)[injectedGlobals[key]];
  const preloadedState = read('preloadedState');
  const graphqlUri = read('graphqlUri');
  const apolloState = read('apolloState');
  if (!preloadedState || typeof preloadedState !== 'object') {
    throw new Error(`Cannot start: no preloaded state (window.${injectedGlobals.preloadedState}).`);
  }
  if (!graphqlUri || typeof graphqlUri !== 'string') {
    throw new Error(`Cannot start: no GraphQL address (window.${injectedGlobals.graphqlUri}).`);
  }
  if (!apolloState || typeof apolloState !== 'object') {
    throw new Error(`Cannot start: no cached query state (window.${injectedGlobals.apolloState}).`);
  }
  return {
    preloadedState: preloadedState as PreloadedState,
    graphqlUri,
    apolloState: apolloState as NormalizedCacheObject,
  };
}
