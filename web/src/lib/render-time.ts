import { createContext, useContext } from 'react';

/** An epoch time in milliseconds as an AWSTimestamp (whole seconds), the unit the API's dates use. */
export const toAwsTimestamp = (epochMs: number): number => Math.floor(epochMs / 1000);

/**
 * "Now" for what prints relative to today (formatShortDate: 'LLL d' on the same day), in whole seconds.
 * The server renders with the time it rendered at and carries it in the preloaded state
 * (PreloadedState.renderedAt); the browser hydrates with that same time, so server and browser print
 * the same characters even when midnight passed in between or the page came from the CDN's cache. Each
 * client-side page change then takes the clock (web/src/app/router/router-provider.tsx).
 */
export const RenderTimeContext = createContext<number | null>(null);

/** The render time; outside the app (a component test without the provider), the clock. */
export function useRenderTime(): number {
  return useContext(RenderTimeContext) ?? toAwsTimestamp(Date.now());
}
