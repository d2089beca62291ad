import { lazy, Suspense, useState } from 'react';
import { buildRoute } from '#web/routes/build-route.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import type { Autosave } from '../../autosave/autosave.ts';
import type { DraftDocument } from '../../autosave/draft-document.ts';
import { isNewDraftKey } from '../../api/draft-saver.ts';
import { publishTexts } from './publish-texts.ts';

const loadDialog = () => import('./publish-dialog.tsx');
const PublishDialog = lazy(loadDialog);

/** Where a published story's writer lands: the share-success page names the story. */
export const shareSuccessHref = (postId: string) =>
  `${buildRoute('ShowShareSuccess', {})}?${new URLSearchParams({ postId })}`;

/**
 * The editor header's Publish button. The text is saved first (a publish copies what the server
 * holds); then the dialog (its own chunk, fetched when the pointer nears the button) opens on it.
 */
export function PublishControl({ autosave }: { autosave: Autosave }) {
  const router = useRouter();
  const [opened, setOpened] = useState<DraftDocument | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = async () => {
    setProblem(null);
    const saved = await autosave.saveAll();
    // A new story has no id until something written in it was saved.
    if (isNewDraftKey(autosave.draftKey)) setProblem(publishTexts.newStoryFirst);
    else if (!saved) setProblem(publishTexts.notSaved);
    else setOpened(autosave.document);
  };

  return (
    <>
      <button
        type="button"
        className="editor-page__publish"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => void open()}
      >
        {publishTexts.publish}
      </button>
      {problem && (
        <p className="editor-page__problem" role="alert">
          {problem}
        </p>
      )}
      {opened && (
        <Suspense fallback={null}>
          <PublishDialog
            postId={autosave.draftKey}
            document={opened}
            onClose={() => setOpened(null)}
            onPublished={({ postId }) => router.navigate(shareSuccessHref(postId))}
          />
        </Suspense>
      )}
    </>
  );
}
