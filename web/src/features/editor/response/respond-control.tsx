import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { responseDraftMessages } from '#contract/response-drafts.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import type { Autosave } from '../autosave/autosave.ts';
import { isNewDraftKey } from '../api/draft-saver.ts';
import { PublishResponseDraftMutation } from '../api/response-operations.ts';
import { publishTexts } from '../components/publish/publish-texts.ts';
import { editorTexts } from '../texts.ts';

/**
 * A response's Publish in the full editor (decision 122): no dialog — tags, visibility, member-only, a
 * publication and followers mean nothing for a response. Everything typed is saved first (the server
 * publishes the draft it holds), then publishResponseDraft; the writer lands under the story, where the
 * response now is, with the PUBLISH_RESPONSE toast. A refusal is said in the server's words; the text
 * stays in the editor.
 */
export function RespondControl({
  autosave,
  parentPostId,
}: {
  autosave: Autosave;
  parentPostId: string | null;
}) {
  const client = useApolloClient();
  const router = useRouter();
  const { showToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function publish(postId: string) {
    const { data } = await client
      .mutate({ mutation: PublishResponseDraftMutation, variables: { postId }, errorPolicy: 'none' })
      .catch(() => ({ data: undefined }));
    const result = data?.publishResponseDraft;
    if (result?.__typename !== 'PostResponse') return result?.message ?? publishTexts.failed;
    showToast({ message: texts.toasts.responsePublished, toastStyle: 'PUBLISH_RESPONSE' });
    if (parentPostId) router.navigate(`${buildRoute('ShowPost', { postId: parentPostId })}#responses`);
    return null;
  }

  const respond = async () => {
    setBusy(true);
    setProblem(null);
    const saved = await autosave.saveAll();
    if (isNewDraftKey(autosave.draftKey)) setProblem(responseDraftMessages.writeFirst);
    else if (!saved) setProblem(publishTexts.notSaved);
    else setProblem(await publish(autosave.draftKey));
    setBusy(false);
  };

  return (
    <>
      <button type="button" className="editor-page__publish" disabled={busy} onClick={() => void respond()}>
        {editorTexts.response.publish}
      </button>
      {problem && (
        <p className="editor-page__problem" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
