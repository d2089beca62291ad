import { createContext, useContext } from 'react';
import type { ViewerKind } from '#contract/edge-headers.ts';

/**
 * The kind of viewer the page was rendered for (the injected state's `viewer`). It is part of the page
 * cache key, so what depends on it renders the same on the server and in the browser.
 */
export const ViewerContext = createContext<ViewerKind>('anonymous');

export const useViewerKind = (): ViewerKind => useContext(ViewerContext);

/** Bots see what signed-out visitors see. */
export const isSignedOut = (viewer: ViewerKind): boolean => viewer !== 'signed-in';
