import { useCallback, useState, useSyncExternalStore } from 'react';
import type { Autosave } from '../autosave/autosave.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { isNewDraftKey } from '../api/draft-saver.ts';
import { useRevertLink } from './revert-link.ts';
import { RevisionsDialog, type RevisionsView } from './revisions-dialog.tsx';
import { revisionsTexts } from './revisions-texts.ts';

/**
 * The editor header's "Revisions": opens the panel; opened by a revert link, the panel asks at once
 * whether to restore the revision it names. A story not saved yet has no revisions: no button.
 */
export function RevisionsControl({
  autosave,
  onRestored,
}: {
  autosave: Autosave;
  onRestored: (document: DraftDocument) => void;
}) {
  const subscribe = useCallback((onChange: () => void) => autosave.subscribe(onChange), [autosave]);
  // A new story gets its id (and so its revisions) with its first save.
  const postId = useSyncExternalStore(subscribe, () => autosave.draftKey);
  const link = useRevertLink();
  const [view, setView] = useState<RevisionsView | null>(
    link && { kind: 'revision', revisionId: link.revisionId, link: { baseRev: link.baseRev } },
  );

  if (isNewDraftKey(postId)) return null;
  return (
    <>
      <button
        type="button"
        className="editor-page__revisions"
        aria-haspopup="dialog"
        onClick={() => setView({ kind: 'list' })}
      >
        {revisionsTexts.open}
      </button>
      {view && (
        <RevisionsDialog
          postId={postId}
          autosave={autosave}
          start={view}
          onClose={() => setView(null)}
          onRestored={(document) => {
            setView(null);
            onRestored(document);
          }}
        />
      )}
    </>
  );
}
