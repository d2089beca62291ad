import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { predefinedCatalogId } from '#contract/catalogs.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { useSignIn } from '#web/connected/sign-in/use-sign-in.ts';
import { SaveButtonStateQuery } from './save-button-state-query.ts';
import { toggleReadingList } from './save-mutations.ts';
import { saveTexts as texts } from './texts.ts';

/** The picker of the viewer's other lists: its own chunk, loaded on the first "Add to list". */
const ListPicker = lazy(() =>
  import('./list-picker.tsx').then(({ ListPicker }) => ({ default: ListPicker })),
);

interface SaveButtonProps {
  postId: string;
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 3.5h12v17l-6-4.2-6 4.2z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/**
 * Spec 3 §4 bookmark: one click saves the story to the viewer's Reading list or takes it out (pressed
 * while saved); "Add to list" opens the picker of every list. A visitor gets a sign-up link with the
 * `bookmark` entry point that comes back to the story (spec 2 §2).
 */
export function SaveButton({ postId }: SaveButtonProps) {
  const session = useViewerSession();
  const hydrated = useHydrated();
  const { data } = useQuery(SaveButtonStateQuery, {
    variables: { postId },
    skip: !hydrated || session.kind !== 'signed-in',
  });
  const answer = data?.postResult;
  const viewerCatalogIds = answer?.__typename === 'Post' ? answer.viewerCatalogIds : [];
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { signInLinkProps } = useSignIn();
  const [picking, setPicking] = useState(false);
  const pending = useRef(false);
  if (session.kind === 'signed-out') {
    return (
      <a
        className="save-button"
        aria-label={texts.saveLabel}
        {...signInLinkProps({ operation: 'register', entry: 'bookmark' })}
      >
        <BookmarkIcon filled={false} />
      </a>
    );
  }
  const readingListId =
    session.kind === 'signed-in' ? predefinedCatalogId(session.viewer.id, 'READING_LIST') : '';
  const saved = viewerCatalogIds.includes(readingListId);
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      const result = await toggleReadingList(client, { postId, readingListId, saved });
      if (result.__typename !== 'AddToPredefinedCatalogSuccess')
        showToast({ message: 'message' in result ? result.message : texts.failed, toastStyle: 'ERROR' });
    } finally {
      pending.current = false;
    }
  };
  return (
    <span className="save-button__group">
      <button
        type="button"
        className="save-button"
        aria-label={saved ? texts.savedLabel : texts.saveLabel}
        aria-pressed={saved}
        // Until the saved state is known there is nothing to toggle.
        disabled={session.kind === 'loading' || !data}
        onClick={() => void toggle()}
      >
        <BookmarkIcon filled={saved} />
      </button>
      <button
        type="button"
        className="save-button__more"
        aria-haspopup="dialog"
        aria-expanded={picking}
        disabled={session.kind === 'loading' || !hydrated}
        onClick={() => setPicking(true)}
      >
        {texts.addToList}
      </button>
      {picking && (
        <Suspense fallback={null}>
          <ListPicker postId={postId} onClose={() => setPicking(false)} />
        </Suspense>
      )}
    </span>
  );
}
