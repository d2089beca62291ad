import { lazy, Suspense, useState } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import type { ThreadParent } from './thread-parent.ts';
import type { ResponseData } from './use-thread-level.ts';
import { useResponseActions } from './use-response-actions.ts';
import { responsesTexts } from './texts.ts';

const loadEditor = () => import('./response-editor.tsx');
const ResponseEditor = lazy(loadEditor);

/**
 * Where a reader writes a response (or a reply) in place: a box that loads the editor on focus. A
 * signed-out reader is sent to sign in (spec 2 §2, the `respond` entry point) and comes back here.
 */
export function ResponseComposer({
  parent,
  onPublished,
  startOpen = false,
  onClose,
  label = responsesTexts.respond,
}: {
  parent: ThreadParent;
  onPublished(response: ResponseData): void;
  startOpen?: boolean;
  onClose?: () => void;
  label?: string;
}) {
  const [open, setOpen] = useState(startOpen);
  const actions = useResponseActions();
  const { showToast } = useToasts();
  const viewer = useViewerKind();

  if (isSignedOut(viewer)) {
    return (
      <SignInLink
        className="response-composer__placeholder"
        request={{ operation: 'login', entry: 'respond' }}
      >
        {responsesTexts.signInToRespond}
      </SignInLink>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="response-composer__placeholder"
        onPointerEnter={() => void loadEditor()}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
      >
        {responsesTexts.placeholder}
      </button>
    );
  }
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <Suspense fallback={<p className="response-composer__loading">{responsesTexts.loading}</p>}>
      <ResponseEditor
        submitLabel={label}
        onCancel={close}
        // A list has no full editor of its responses: /p/{id}/responses/new answers stories (decision 121).
        {...(parent.kind === 'post' && { fullEditorFor: parent.id })}
        onSubmit={async (paragraphs) => {
          const outcome = await (await actions()).publish(parent, paragraphs);
          if (!outcome.ok) return outcome.message;
          showToast({ message: responsesTexts.published, toastStyle: 'PUBLISH_RESPONSE' });
          onPublished(outcome.response);
          close();
          return undefined;
        }}
      />
    </Suspense>
  );
}
