import { useEffect, useId, useRef, useState } from 'react';
import type { Autosave } from '../autosave/autosave.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { RevisionDetail } from './revision-detail.tsx';
import { RevisionList } from './revision-list.tsx';
import { revisionsTexts } from './revisions-texts.ts';

/** What the panel shows: the list, or one revision (opened from the list or by a revert link). */
export type RevisionsView =
  { kind: 'list' } | { kind: 'revision'; revisionId: string; link?: { baseRev: number | undefined } };

export interface RevisionsDialogProps {
  postId: string;
  autosave: Autosave;
  start: RevisionsView;
  onClose: () => void;
  onRestored: (document: DraftDocument) => void;
}

/**
 * The revisions panel: a modal dialog (the browser's <dialog>: the editor behind takes no keystroke
 * while it is open, so nothing is typed between the save before a restore and the restore itself).
 * Escape, Close and Cancel of a revert link close it and leave the draft as it is.
 */
export function RevisionsDialog({ postId, autosave, start, onClose, onRestored }: RevisionsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState(start);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="revisions"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="revisions__header">
        <h2 id={headingId}>{revisionsTexts.heading}</h2>
        <button type="button" onClick={onClose}>
          {revisionsTexts.close}
        </button>
      </div>
      {view.kind === 'list' ? (
        <RevisionList postId={postId} onOpen={(revisionId) => setView({ kind: 'revision', revisionId })} />
      ) : (
        <RevisionDetail
          key={view.revisionId}
          postId={postId}
          revisionId={view.revisionId}
          autosave={autosave}
          link={view.link}
          onBack={() => setView({ kind: 'list' })}
          onDismiss={onClose}
          onRestored={onRestored}
          onConflict={onClose}
        />
      )}
    </dialog>
  );
}
