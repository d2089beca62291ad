import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import { shareUrl } from '#contract/share-links.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { createQuote, type CreatedQuote } from '../api/create-quote.ts';
import { DeleteQuote } from '../api/delete-quote-mutation.ts';
import { updateViewerHighlights } from '../api/highlights-cache.ts';
import { highlightTexts } from './highlight-texts.ts';
import type { ViewerHighlight } from './highlights-fragment.ts';
import { selectedPassage, type SelectedPassage } from './selected-passage.ts';

/** Only readers who write a note load its form. */
const NoteForm = lazy(() => import('./note-form.tsx').then(({ NoteForm }) => ({ default: NoteForm })));

type Opened =
  | { kind: 'selection'; passage: SelectedPassage; top: number; left: number }
  | { kind: 'own'; highlight: ViewerHighlight; top: number; left: number };

const placeAbove = (rect: DOMRect) => ({ top: Math.max(rect.top - 8, 0), left: rect.left + rect.width / 2 });

/**
 * Selecting text in the story body opens this small menu (issue #13): highlight, respond to the
 * selection, private note, share (copy link, X). Signed out, the first three lead to sign in (entry
 * points highlight, respond, private note). A click on one of the reader's own highlights offers to
 * remove it and shows its private note.
 */
export function HighlightMenu({
  postId,
  body,
  highlights,
}: {
  postId: string;
  body: RefObject<HTMLElement | null>;
  highlights: readonly ViewerHighlight[];
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [writingNote, setWritingNote] = useState(false);
  const signedIn = useViewerSession().kind === 'signed-in';
  const client = useApolloClient();
  const router = useRouter();
  const { showToast } = useToasts();

  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const onRelease = (event: Event) => {
      const passage = selectedPassage(window.getSelection(), element);
      const own = (event.target as Element | null)?.closest?.('mark[data-quote-id]');
      const highlight = own && highlights.find((item) => item.quoteId === own.getAttribute('data-quote-id'));
      if (passage) {
        const rect = window.getSelection()!.getRangeAt(0).getBoundingClientRect();
        setOpened({ kind: 'selection', passage, ...placeAbove(rect) });
      } else if (highlight) {
        setOpened({ kind: 'own', highlight, ...placeAbove(own.getBoundingClientRect()) });
      } else setOpened(null);
      setWritingNote(false);
    };
    const close = () => setOpened(null);
    element.addEventListener('mouseup', onRelease);
    element.addEventListener('keyup', onRelease);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      element.removeEventListener('mouseup', onRelease);
      element.removeEventListener('keyup', onRelease);
      window.removeEventListener('scroll', close);
    };
  }, [body, highlights]);

  if (!opened) return null;
  const done = () => {
    window.getSelection()?.removeAllRanges();
    setOpened(null);
  };
  const failed = (message: string) => showToast({ message, toastStyle: 'ERROR' });
  const kept = (quote: CreatedQuote) =>
    updateViewerHighlights(client.cache, postId, (list) => [
      ...list.filter((item) => item.quoteId !== quote.quoteId),
      quote,
    ]);

  const style = { top: opened.top, left: opened.left };
  if (opened.kind === 'own') {
    const remove = async () => {
      const { data } = await client.mutate({
        mutation: DeleteQuote,
        variables: { quoteId: opened.highlight.quoteId },
      });
      if (data?.result.__typename !== 'Quote') return failed(highlightTexts.failed);
      updateViewerHighlights(client.cache, postId, (list) =>
        list.filter((item) => item.quoteId !== opened.highlight.quoteId),
      );
      done();
    };
    return (
      <div className="highlight-menu" role="toolbar" aria-label={highlightTexts.menu} style={style}>
        {opened.highlight.note && <p className="highlight-menu__note">{opened.highlight.note}</p>}
        <button type="button" className="highlight-menu__action" onClick={() => void remove()}>
          {highlightTexts.removeHighlight}
        </button>
      </div>
    );
  }

  const { passage } = opened;
  const quote = async (quoteType: CreatedQuote['quoteType'], note?: string) => {
    const outcome = await createQuote(
      postId,
      passage,
      { quoteType, ...(note ? { note } : {}) },
      highlightTexts.failed,
    );
    if (!outcome.ok) failed(outcome.message);
    return outcome.ok ? outcome.quote : null;
  };
  const highlight = async (note?: string) => {
    const created = await quote('HIGHLIGHT', note);
    if (created) kept(created);
    done();
  };
  const respond = async () => {
    const created = await quote('RESPONSE');
    if (created) router.navigate(`${buildRoute('ShowNewPost', {})}?inResponseToQuoteId=${created.quoteId}`);
  };
  const link = `${window.location.origin}${window.location.pathname}#${passage.paragraphName}`;
  const copyLink = async () => {
    await navigator.clipboard.writeText(link);
    showToast({ message: highlightTexts.linkCopied });
    done();
  };
  const gated = (entry: 'highlight' | 'respond' | 'private_note', label: string) => (
    <SignInLink className="highlight-menu__action" request={{ operation: 'register', entry }}>
      {label}
    </SignInLink>
  );

  return (
    <div className="highlight-menu" role="toolbar" aria-label={highlightTexts.menu} style={style}>
      {writingNote ? (
        <Suspense fallback={null}>
          <NoteForm onSave={(note) => void highlight(note)} onCancel={() => setWritingNote(false)} />
        </Suspense>
      ) : signedIn ? (
        <>
          <button type="button" className="highlight-menu__action" onClick={() => void highlight()}>
            {highlightTexts.highlight}
          </button>
          <button type="button" className="highlight-menu__action" onClick={() => void respond()}>
            {highlightTexts.respond}
          </button>
          <button type="button" className="highlight-menu__action" onClick={() => setWritingNote(true)}>
            {highlightTexts.privateNote}
          </button>
        </>
      ) : (
        <>
          {gated('highlight', highlightTexts.highlight)}
          {gated('respond', highlightTexts.respond)}
          {gated('private_note', highlightTexts.privateNote)}
        </>
      )}
      {!writingNote && (
        <>
          <button type="button" className="highlight-menu__action" onClick={() => void copyLink()}>
            {highlightTexts.copyLink}
          </button>
          <a
            className="highlight-menu__action"
            href={shareUrl('twitter', { title: `“${passage.text}”`, url: link })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {highlightTexts.shareOnX}
          </a>
        </>
      )}
    </div>
  );
}
