import { useViewerKind } from '../viewer-context.ts';
import { useViewerQuery, type Viewer } from './viewer-query.ts';

/** Who is reading, as far as the API has said. */
export type ViewerSession =
  { kind: 'signed-out' } | { kind: 'loading' } | { kind: 'signed-in'; viewer: Viewer };

/**
 * The edge says whether a session cookie came (useViewerKind); ViewerQuery says whether the API took it:
 * viewer null is an expired or revoked session, i.e. signed out. A visitor asks nothing.
 */
export function useViewerSession(): ViewerSession {
  const hasSessionCookie = useViewerKind() === 'signed-in';
  const { data } = useViewerQuery(!hasSessionCookie);
  if (!hasSessionCookie) return { kind: 'signed-out' };
  if (data?.viewer) return { kind: 'signed-in', viewer: data.viewer };
  if (data && data.viewer === null) return { kind: 'signed-out' };
  return { kind: 'loading' };
}
