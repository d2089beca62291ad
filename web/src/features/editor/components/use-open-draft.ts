import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ResponseTargetInput } from '#graphql/generated/schema-types.ts';
import { dropHandOff, handedOffResponse } from '#web/lib/responding/handoff.ts';
import { Autosave } from '../autosave/autosave.ts';
import type { DraftDocument, VersionedDraft } from '../autosave/draft-document.ts';
import { indexedDbDrafts, type LocalDrafts } from '../autosave/local-drafts.ts';
import { reconcile } from '../autosave/reconcile.ts';
import { PostDraftQuery } from '../api/draft-operations.ts';
import { createDraftSaver, isNewDraftKey, newResponseKey, newStoryKey } from '../api/draft-saver.ts';
import { toVersionedDraft } from '../api/post-draft-fragment.ts';

/** What a saved response draft answers: the story, and the quoted passage of a response to a quote. */
export interface DraftResponse {
  inResponseToPostId: string;
  quotedText: string | null;
}

export type OpenedDraft =
  | { state: 'opening' }
  | { state: 'missing'; message: string }
  | { state: 'failed' }
  | { state: 'open'; autosave: Autosave; document: DraftDocument; response: DraftResponse | null };

const emptyStory: VersionedDraft = { document: { title: '', subtitle: '', paragraphs: [] }, version: 0 };

/** The text typed under the story that the reader carried over to a new response, if any. */
const handedOffDraft = (target: ResponseTargetInput | undefined): VersionedDraft | null => {
  const paragraphs = target?.inResponseToPostId ? handedOffResponse(target.inResponseToPostId) : null;
  return paragraphs ? { ...emptyStory, document: { ...emptyStory.document, paragraphs } } : null;
};

/** The hand-off stays until the server has the text (then the draft has its id). */
function dropHandOffOnceSaved(autosave: Autosave, postId: string) {
  const stop = autosave.subscribe(() => {
    if (isNewDraftKey(autosave.draftKey)) return;
    dropHandOff(postId);
    stop();
  });
}

/** IndexedDB may be missing (some private windows): then there is no local copy to restore. */
const localCopy = (local: LocalDrafts, key: string) => local.get(key).catch(() => undefined);

/**
 * Opens a draft for editing: the server's copy (none for a new story) reconciled with what this
 * device kept unsaved. Changes made on the server's version are restored and saved; changes made on an
 * older version are saved on that version, which the server answers with a Conflict: the editor then
 * offers both texts. `attempt` changes to try again after a failure. A new response (`target`, decision
 * 121) starts with the text handed over from the story page and is started on the story it answers;
 * once saved, the hand-off goes.
 */
export function useOpenDraft(
  postId: string | undefined,
  enabled: boolean,
  attempt: number,
  target?: ResponseTargetInput,
): OpenedDraft {
  const client = useApolloClient();
  const [opened, setOpened] = useState<OpenedDraft>({ state: 'opening' });

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let autosave: Autosave | undefined;
    const key = postId ?? (target ? newResponseKey(target) : newStoryKey);
    (async () => {
      let server = emptyStory;
      let response: DraftResponse | null = null;
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
        response = result.inResponseToPostId
          ? { inResponseToPostId: result.inResponseToPostId, quotedText: result.quotedText ?? null }
          : null;
      }
      const local = await localCopy(indexedDbDrafts, key);
      // What this device kept comes first; else a new response starts with the text handed over.
      const handedOff = postId || local ? null : handedOffDraft(target);
      const opening = reconcile(server, local);
      if (cancelled) return;
      const start =
        handedOff ??
        (opening.kind === 'conflict'
          ? { document: opening.mine.document, version: opening.mine.baseVersion }
          : opening.draft);
      autosave = new Autosave(
        key,
        start,
        { save: createDraftSaver(client, target), local: indexedDbDrafts, now: Date.now },
        { unsaved: handedOff !== null || opening.kind !== 'server' },
      );
      if (handedOff && target?.inResponseToPostId) dropHandOffOnceSaved(autosave, target.inResponseToPostId);
      setOpened({ state: 'open', autosave, document: start.document, response });
    })().catch(() => {
      if (!cancelled) setOpened({ state: 'failed' });
    });
    return () => {
      cancelled = true;
      // Leaving the editor: what is unsaved goes now (and stays on this device until confirmed).
      void autosave?.flush();
      autosave?.dispose();
    };
  }, [client, postId, enabled, attempt, target]);

  return opened;
}
