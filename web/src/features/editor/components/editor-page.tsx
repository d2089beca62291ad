import { useEffect, useMemo, useState } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { buildRoute } from '#web/routes/build-route.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { uploadImage } from '#web/lib/uploads/upload-image.ts';
import type { Autosave } from '../autosave/autosave.ts';
import { ConflictChoice } from '../autosave/conflict-choice.tsx';
import type { DraftDocument } from '../autosave/draft-document.ts';
import { SaveStatus } from '../autosave/save-status.tsx';
import { useAutosave } from '../autosave/use-autosave.ts';
import { isNewDraftKey } from '../api/draft-saver.ts';
import { useFindPeople } from '../mentions/find-people.ts';
import { RespondControl } from '../response/respond-control.tsx';
import { ResponseHeading } from '../response/response-heading.tsx';
import { responseTargetOf, useResponseTarget, type TargetAnswer } from '../response/response-target.ts';
import { RevisionsControl } from '../revisions/revisions-control.tsx';
import { editorTexts } from '../texts.ts';
import { PublishControl } from './publish/publish-control.tsx';
import { StoryEditor } from './story-editor.tsx';
import { useOpenDraft } from './use-open-draft.ts';

/**
 * The editor page: /new-story and /p/{postId}/edit. Signed-out visitors are asked to sign in. The draft
 * opens from the server and this device (use-open-draft.ts) and saves as it is written; a new story
 * takes its address /p/{id}/edit once its first save gives it an id.
 */
export function EditorPage({ params }: PageProps) {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const [attempt, setAttempt] = useState(0);
  // A new response (decision 121): what it answers is in the address, checked before the editor opens.
  const [newTarget] = useState(() =>
    params.postId || typeof window === 'undefined' ? null : responseTargetOf(window.location.search),
  );
  const canOpen = hydrated && !signedOut;
  const newAnswer = useResponseTarget(newTarget, canOpen);
  const opened = useOpenDraft(
    params.postId,
    canOpen && (!newTarget || newAnswer.state === 'ready'),
    attempt,
    newTarget ?? undefined,
  );
  const saved = opened.state === 'open' ? opened.response : null;
  const savedTarget = useMemo(
    () => (saved ? { inResponseToPostId: saved.inResponseToPostId } : null),
    [saved],
  );
  const savedAnswer = useResponseTarget(savedTarget, canOpen);

  let body;
  if (signedOut) {
    body = (
      <p className="editor-page__message">
        {editorTexts.signInToWrite}{' '}
        <SignInLink request={{ operation: 'login', redirectTo: buildRoute('ShowNewPost', {}) }}>
          {editorTexts.signIn}
        </SignInLink>
      </p>
    );
  } else if (newTarget && (newAnswer.state === 'refused' || newAnswer.state === 'failed')) {
    body = (
      <p className="editor-page__message" role="alert">
        {newAnswer.state === 'refused' ? newAnswer.message : editorTexts.openFailed}
      </p>
    );
  } else if (opened.state === 'open') {
    const answer = newTarget ? newAnswer : savedAnswer;
    const response = (newTarget ?? saved) && {
      answer,
      quotedText: saved?.quotedText ?? null,
      parentPostId: saved?.inResponseToPostId ?? (answer.state === 'ready' ? answer.post.id : null),
    };
    body = <OpenEditor autosave={opened.autosave} document={opened.document} response={response || null} />;
  } else if (opened.state === 'missing') {
    body = <p className="editor-page__message">{opened.message}</p>;
  } else if (opened.state === 'failed') {
    body = (
      <p className="editor-page__message" role="alert">
        {editorTexts.openFailed}{' '}
        <button type="button" onClick={() => setAttempt((count) => count + 1)}>
          {editorTexts.retry}
        </button>
      </p>
    );
  } else {
    body = (
      <p className="editor-page__message" aria-busy="true">
        {editorTexts.opening}
      </p>
    );
  }
  return <main className="editor-page">{body}</main>;
}

interface EditorResponse {
  answer: TargetAnswer;
  quotedText: string | null;
  parentPostId: string | null;
}

function OpenEditor({
  autosave,
  document,
  response,
}: {
  autosave: Autosave;
  document: DraftDocument;
  /** A response's draft: it shows what it answers, has no title, and is published as a response. */
  response: EditorResponse | null;
}) {
  const status = useAutosave(autosave);
  const findPeople = useFindPeople();
  // Taking the other version of a conflict, or restoring a revision, replaces the editor's text: a new
  // editor holds it.
  const [shown, setShown] = useState({ document, generation: 0 });
  const show = (next: DraftDocument) =>
    setShown(({ generation }) => ({ document: next, generation: generation + 1 }));
  useNewStoryAddress(autosave);

  const choose = async (choice: 'mine' | 'theirs') => {
    const kept = await autosave.resolveConflict(choice);
    if (choice === 'theirs') show(kept);
  };

  return (
    <>
      <header className="editor-page__header">
        <SaveStatus status={status} />
        <RevisionsControl autosave={autosave} onRestored={show} />
        {response ? (
          <RespondControl autosave={autosave} parentPostId={response.parentPostId} />
        ) : (
          <PublishControl autosave={autosave} />
        )}
      </header>
      {response && <ResponseHeading answer={response.answer} quotedText={response.quotedText} />}
      {status.state === 'conflict' && (
        <ConflictChoice
          mine={status.mine}
          theirs={status.server.document}
          onChoose={(choice) => void choose(choice)}
        />
      )}
      <StoryEditor
        key={shown.generation}
        initial={shown.document}
        onChange={(next) => autosave.change(next)}
        bodyOnly={response !== null}
        uploadImage={(file, onProgress) => uploadImage(file, { onProgress })}
        findPeople={findPeople}
      />
    </>
  );
}

/** Once a new story's first save gives it an id, the address becomes /p/{id}/edit (history replaced). */
function useNewStoryAddress(autosave: Autosave) {
  useEffect(
    () =>
      autosave.subscribe(() => {
        const key = autosave.draftKey;
        if (!isNewDraftKey(key) && window.location.pathname === buildRoute('ShowNewPost', {})) {
          window.history.replaceState(window.history.state, '', buildRoute('ShowPostEdit', { postId: key }));
        }
      }),
    [autosave],
  );
}
