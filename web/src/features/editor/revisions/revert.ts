import type { ApolloClient } from '@apollo/client';
import type { Autosave } from '../autosave/autosave.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { RevertDraftMutation } from '../api/revision-operations.ts';
import { toVersionedDraft } from '../api/post-draft-fragment.ts';
import { revisionsTexts } from './revisions-texts.ts';

/** What a restore came to. */
export type RevertOutcome =
  /** The revision is the draft now, at the version the server gave; the autosave goes on from it. */
  | { kind: 'restored'; document: DraftDocument }
  /** Changes typed here could not be saved first (offline, refused): nothing was restored. */
  | { kind: 'unsaved' }
  /** The story changed elsewhere: nothing was restored, the autosave offers both texts. */
  | { kind: 'conflict' }
  | { kind: 'failed'; message: string };

/**
 * Restores a revision as the draft: first everything typed here is saved (never lost to the revert:
 * the server keeps the draft it replaces as a revision), then revertDraft on the version that save
 * made. The restored text replaces the autosave's, and the copy on this device is dropped, so a reload
 * brings back nothing stale. A Conflict (a save elsewhere meanwhile) is offered like a save's.
 */
export async function revertToRevision(
  client: ApolloClient,
  autosave: Autosave,
  revisionId: string,
): Promise<RevertOutcome> {
  if (!(await autosave.saveAll())) {
    return { kind: autosave.current.state === 'conflict' ? 'conflict' : 'unsaved' };
  }
  const failed = { kind: 'failed', message: revisionsTexts.restoreFailed } as const;
  let result;
  try {
    const { data } = await client.mutate({
      mutation: RevertDraftMutation,
      variables: { postId: autosave.draftKey, revisionId, baseVersion: autosave.version },
      errorPolicy: 'none',
    });
    result = data?.revertDraft;
  } catch {
    return failed;
  }
  switch (result?.__typename) {
    case 'PostDraft': {
      const restored = toVersionedDraft(result);
      autosave.adopt(restored);
      return { kind: 'restored', document: restored.document };
    }
    case 'Conflict':
      if (!result.draft) return failed;
      autosave.offerConflict(toVersionedDraft(result.draft));
      return { kind: 'conflict' };
    case undefined:
      return failed;
    default:
      return { kind: 'failed', message: result.message };
  }
}
