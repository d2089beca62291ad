import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import type { Autosave } from '../autosave/autosave.ts';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { toParagraphInput } from '../api/post-draft-fragment.ts';
import { PostRevisionQuery } from '../api/revision-operations.ts';
import { revertToRevision } from './revert.ts';
import { RevisionPreview } from './revision-preview.tsx';
import { revisionsTexts } from './revisions-texts.ts';
import { savedAtLabel } from './saved-at.ts';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; savedAt: number; document: DraftDocument };

export interface RevisionDetailProps {
  postId: string;
  revisionId: string;
  autosave: Autosave;
  /** Opened by a revert link: the confirmation is asked at once, and the version the link was made on. */
  link?: { baseRev: number | undefined };
  onBack: () => void;
  /** Cancel of a revert link's confirmation: the draft stays as it is. */
  onDismiss: () => void;
  onRestored: (document: DraftDocument) => void;
  /** A save elsewhere came first: the page offers both texts. */
  onConflict: () => void;
}

/**
 * One revision: when it was kept and its text (read-only), and "Restore this version", asked to
 * confirm first (revert.ts does the rest).
 */
export function RevisionDetail(props: RevisionDetailProps) {
  const { postId, revisionId, autosave, link } = props;
  const client = useApolloClient();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [step, setStep] = useState<'view' | 'confirm' | 'restoring'>(link ? 'confirm' : 'view');
  const [problem, setProblem] = useState<string | null>(null);
  const confirmId = useId();

  useEffect(() => {
    client
      .query({ query: PostRevisionQuery, variables: { postId, revisionId }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const result = data?.postRevision;
        if (result?.__typename === 'PostRevision') {
          const { title, subtitle, bodyModel, savedAt } = result;
          const paragraphs = bodyModel.paragraphs.map(toParagraphInput);
          setLoaded({ state: 'ready', savedAt, document: { title, subtitle, paragraphs } });
        } else setLoaded({ state: 'failed', message: result?.message ?? revisionsTexts.loadFailed });
      })
      .catch(() => setLoaded({ state: 'failed', message: revisionsTexts.loadFailed }));
  }, [client, postId, revisionId]);

  const restore = async () => {
    setStep('restoring');
    setProblem(null);
    const outcome = await revertToRevision(client, autosave, revisionId);
    if (outcome.kind === 'restored') return props.onRestored(outcome.document);
    if (outcome.kind === 'conflict') return props.onConflict();
    setProblem(outcome.kind === 'unsaved' ? revisionsTexts.unsaved : outcome.message);
    setStep('view');
  };
  const outdatedLink = link?.baseRev !== undefined && link.baseRev !== autosave.version;

  return (
    <div className="revisions__detail">
      <button type="button" className="revisions__back" onClick={props.onBack}>
        {revisionsTexts.back}
      </button>
      {loaded.state === 'loading' && <p aria-busy="true">{revisionsTexts.loading}</p>}
      {loaded.state === 'failed' && <p role="alert">{loaded.message}</p>}
      {problem && <p role="alert">{problem}</p>}
      {loaded.state === 'ready' && (
        <>
          <div className="revisions__actions">
            <time dateTime={new Date(loaded.savedAt * 1000).toISOString()}>
              {savedAtLabel(loaded.savedAt)}
            </time>
            {step === 'view' && (
              <button type="button" onClick={() => setStep('confirm')}>
                {revisionsTexts.restore}
              </button>
            )}
            {step === 'restoring' && (
              <p role="status" aria-busy="true">
                {revisionsTexts.restoring}
              </p>
            )}
          </div>
          {step === 'confirm' && (
            <div className="revisions__confirm" role="group" aria-labelledby={confirmId}>
              <h3 id={confirmId}>{revisionsTexts.confirmHeading}</h3>
              <p>{revisionsTexts.confirmBody}</p>
              {outdatedLink && <p>{revisionsTexts.linkOutdated}</p>}
              <button type="button" onClick={() => void restore()}>
                {revisionsTexts.confirm}
              </button>
              <button type="button" onClick={link ? props.onDismiss : () => setStep('view')}>
                {revisionsTexts.cancel}
              </button>
            </div>
          )}
          <RevisionPreview document={loaded.document} label={savedAtLabel(loaded.savedAt)} />
        </>
      )}
    </div>
  );
}
