import { sameDocument, type VersionedDraft } from './draft-document.ts';
import type { LocalDraft } from './local-drafts.ts';

/** How the editor opens a draft, given the server's copy and what this device kept unsaved. */
export type OpeningDraft =
  /** Nothing unsaved here: the server's copy. */
  | { kind: 'server'; draft: VersionedDraft }
  /** This device holds changes made on the server's current version: restore them and save them. */
  | { kind: 'restored'; draft: VersionedDraft }
  /** This device holds changes made on an older version than the server's: offer both texts. */
  | { kind: 'conflict'; server: VersionedDraft; mine: LocalDraft };

export function reconcile(server: VersionedDraft, local: LocalDraft | undefined): OpeningDraft {
  if (!local || sameDocument(local.document, server.document)) return { kind: 'server', draft: server };
  if (local.baseVersion === server.version) {
    return { kind: 'restored', draft: { document: local.document, version: server.version } };
  }
  return { kind: 'conflict', server, mine: local };
}
