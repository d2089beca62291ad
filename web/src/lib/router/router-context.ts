import { createContext, useContext } from 'react';
import type { RouteName, RouteParams } from '#web/routes/catalogue.ts';
import type { RouteTable } from '#web/routes/route-tables.ts';

/** What the page shows: a page of the registry for a route, or one of the shell's error screens. */
export type View =
  | { kind: 'page'; route: RouteName; params: RouteParams; page: string }
  | { kind: 'not-found' }
  /** `requestId`: where the server logged the failure (absent for failures in the browser). */
  | { kind: 'error'; status: number; requestId?: string };

export interface Router {
  view: View;
  /** The current host's route table and the profile or publication a custom domain stands for. */
  table: RouteTable;
  hostTarget: string | null;
  /** Where routes outside this host's table live (the auth domain's origin, spec 1 §2.2); '' = this host. */
  authOrigin?: string;
  /** Client-side navigation to a path of this host; anything it cannot show becomes a page load. */
  navigate(href: string): void;
  /**
   * Spec 1 §2.2: starts loading a page the reader is about to open (a link pointed at or focused), so
   * the click shows it at once. Absent where nothing loads ahead (tests, the server's render).
   */
  preload?(href: string): void;
}

export const RouterContext = createContext<Router | null>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter needs a RouterProvider above it.');
  return router;
}
