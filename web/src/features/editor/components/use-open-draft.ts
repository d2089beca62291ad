import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Autosave } from '../autosave/autosave.ts';
import type { DraftDocument, VersionedDraft } from '../autosave/draft-document.ts';
import { indexedDbDrafts, type LocalDrafts } from '../autosave/local-drafts.ts';
import { reconcile } from '../autosave/reconcile.ts';
import { PostDraftQuery } from '../api/draft-operations.ts';
import { createDraftSaver, newStoryKey } from '../api/draft-saver.ts';
import { toVersionedDraft } from '../api/post-draft-fragment.ts';

export type OpenedDraft =
  | { state: 'opening' }
  | { state: 'missing'; message: string }
  | { state: 'failed' }
  | { state: 'open'; autosave: Autosave; document: DraftDocument };

const emptyStory: VersionedDraft = { document: { title: '', subtitle: '', paragraphs: [] }, version: 0 };

/** IndexedDB may be missing (some private windows): then there is no local copy to restore. */
const localCopy = (local: LocalDrafts, key: string) => local.get(key).catch(() => undefined);

/**
 * Opens a draft for editing: the server's copy (none for a new story) reconciled with what this
 * device kept unsaved. Changes made on the server's version are restored and saved; changes made on an
 * older version are saved on that version, which the server answers with a Conflict: the editor then
 * offers both texts. `attempt` changes to try again after a failure.
 */
export function useOpenDraft(postId: string | undefined, enabled: boolean, attempt: number): OpenedDraft {
  const client = useApolloClient();
  const [opened, setOpened] = useState<OpenedDraft>({ state: 'opening' });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let autosave: Autosave | undefined;
    const key = postId ?? newStoryKey;
    (async () => {
      let server = emptyStory;
      if (postId) {
        const { data } = await client.query({
          query: PostDraftQuery,
          variables: { postId },
          fetchPolicy: 'network-only',
        });
        const result = data?.postDraft;
        if (result?.__typename !== 'PostDraft') {
          if (!cancelled)
            setOpened(result ? { state: 'missing', message: result.message } : { state: 'failed' });
          return;
        }
        server = toVersionedDraft(result);
      }
      const opening = reconcile(server, await localCopy(indexedDbDrafts, key));
      if (cancelled) return;
      const start =
        opening.kind === 'conflict'
          ? { document: opening.mine.document, version: opening.mine.baseVersion }
          : opening.draft;
      autosave = new Autosave(
        key,
        start,
        { save: createDraftSaver(client), local: indexedDbDrafts, now: Date.now },
        { unsaved: opening.kind !== 'server' },
      );
      setOpened({ state: 'open', autosave, document: start.document });
    })().catch(() => {
      if (!cancelled) setOpened({ state: 'failed' });
    });
    return () => {
      cancelled = true;
      // Leaving the editor: what is unsaved goes now (and stays on this device until confirmed).
      void autosave?.flush();
      autosave?.dispose();
    };
  }, [client, postId, enabled, attempt]);

  return opened;
}
