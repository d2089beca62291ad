import type { NormalizedCacheObject } from '@apollo/client';
import type { HostKind, ViewerKind } from '#contract/edge-headers.ts';
import type { View } from '#web/lib/router/router-context.ts';
import type { SiteConfig } from '#web/lib/site-config.ts';

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

/**
 * The id of the page's one data block, `<script type="application/json" id="folio-state">` with the
 * InjectedState as JSON. A data block never runs, so the pages' Content-Security-Policy needs no inline
 * script allowed (infra/security-headers.ts), and cached pages carry no per-response nonce.
 */
export const injectedStateElementId = 'folio-state';

export const rootElementId = 'root';

/** The data block's parts; a missing or unreadable block is no parts. */
function readBlock(
  document: Pick<Document, 'getElementById'>,
): Partial<Record<keyof InjectedState, unknown>> {
  const text = document.getElementById(injectedStateElementId)?.textContent;
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? parsed : {};
}

/** Spec 3 §4: start-up requires preloaded state, a GraphQL address and cached query state, else it throws. */
export function readInjectedState(document: Pick<Document, 'getElementById'>): InjectedState {
  const { preloadedState, graphqlUri, apolloState } = readBlock(document);
  const where = `#${injectedStateElementId}`;
  if (!preloadedState || typeof preloadedState !== 'object') {
    throw new Error(`Cannot start: no preloaded state (${where} preloadedState).`);
  }
  if (!graphqlUri || typeof graphqlUri !== 'string') {
    throw new Error(`Cannot start: no GraphQL address (${where} graphqlUri).`);
  }
  if (!apolloState || typeof apolloState !== 'object') {
    throw new Error(`Cannot start: no cached query state (${where} apolloState).`);
  }
  return {
    preloadedState: preloadedState as PreloadedState,
    graphqlUri,
    apolloState: apolloState as NormalizedCacheObject,
  };
}
