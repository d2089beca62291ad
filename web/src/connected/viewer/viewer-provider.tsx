import type { ReactNode } from 'react';
import type { ViewerKind } from '#contract/edge-headers.ts';
import { useViewerKind, ViewerContext } from '#web/lib/viewer-context.ts';
import { ViewerSessionContext, type ViewerSession } from '#web/lib/viewer-session.ts';
import { useViewerQuery } from './viewer-query.ts';

/**
 * The edge says whether a session cookie came (the viewer kind); ViewerQuery says whether the API took
 * it: viewer null is an expired or revoked session, i.e. signed out. A visitor asks nothing.
 */
function useQueriedSession(): ViewerSession {
  const hasSessionCookie = useViewerKind() === 'signed-in';
  const { data } = useViewerQuery(!hasSessionCookie);
  if (!hasSessionCookie) return { kind: 'signed-out' };
  if (data?.viewer) return { kind: 'signed-in', viewer: data.viewer };
  if (data && data.viewer === null) return { kind: 'signed-out' };
  return { kind: 'loading' };
}

function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <ViewerSessionContext.Provider value={useQueriedSession()}>{children}</ViewerSessionContext.Provider>
  );
}

/** Who reads the page below it: the viewer kind the page was rendered for, and the session the API says. */
export function ViewerProvider({ kind, children }: { kind: ViewerKind; children: ReactNode }) {
  return (
    <ViewerContext.Provider value={kind}>
      <SessionProvider>{children}</SessionProvider>
    </ViewerContext.Provider>
  );
}
