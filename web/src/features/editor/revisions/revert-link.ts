import { useEffect, useState } from 'react';

/** The revision a revert link names, and the draft version the link was made on. */
export interface RevertLink {
  revisionId: string;
  baseRev: number | undefined;
}

const linkParameters = ['revert', 'baseRev'] as const;

/** `?revert={13 digits}&baseRev={n}` in an address's query, or null. */
export function revertLinkOf(search: string): RevertLink | null {
  const query = new URLSearchParams(search);
  const revisionId = query.get('revert') ?? '';
  if (!/^\d{13}$/.test(revisionId)) return null;
  const baseRev = Number(query.get('baseRev'));
  return { revisionId, baseRev: Number.isInteger(baseRev) && baseRev > 0 ? baseRev : undefined };
}

/**
 * The revert link the editor was opened with: the server's /p/{postId}/revert/{versionId}/{baseRev}
 * redirects to `?revert={versionId}&baseRev={baseRev}` (functions/pages/revert-redirect.ts). Read on
 * the first render (the open editor is drawn in the browser only), then taken out of the address bar,
 * so a reload or a copied address asks nothing again.
 */
export function useRevertLink(): RevertLink | null {
  const [link] = useState(() => revertLinkOf(window.location.search));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!linkParameters.some((name) => url.searchParams.has(name))) return;
    for (const name of linkParameters) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  return link;
}
