import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { shareUrl } from '#contract/share-links.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { createQuote, type CreatedQuote } from '../api/create-quote.ts';
import { DeleteQuote } from '../api/delete-quote-mutation.ts';
import { updateViewerHighlights } from '../api/highlights-cache.ts';
import { SetHighlightPrivacy } from '../api/set-highlight-privacy-mutation.ts';
import { highlightTexts } from './highlight-texts.ts';
import type { OpenedMenu } from './use-selection-menu.ts';

/** Only readers who write a note load its form. */
const NoteForm = lazy(() => import('./note-form.tsx').then(({ NoteForm }) => ({ default: NoteForm })));

/**
 * The selection menu (issue #13), loaded on first use (use-selection-menu.ts opens it): highlight,
 * highlight privately (issue #16, decision 224: only the reader sees it), respond to the selection,
 * private note, share (copy link, X). Signed out, the first three lead to sign in (entry
 * points highlight, respond, private note). A click on one of the reader's own highlights offers to
 * remove it or make it private (or public again), and shows its private note (and that only they see it,
 * when private).
 */
export default function HighlightMenu({
  postId,
  opened,
  onClose,
}: {
  postId: string;
  opened: OpenedMenu;
  onClose: () => void;
}) {
  const [writingNote, setWritingNote] = useState(false);
  const signedIn = useViewerSession().kind === 'signed-in';
  const client = useApolloClient();
  const router = useRouter();
  const { showToast } = useToasts();

  const done = () => {
    window.getSelection()?.removeAllRanges();
    onClose();
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
    const isPrivate = !opened.highlight.isPrivate;
    const setPrivacy = async () => {
      const { data } = await client.mutate({
        mutation: SetHighlightPrivacy,
        variables: { quoteId: opened.highlight.quoteId, isPrivate },
      });
      if (data?.result.__typename !== 'Quote') return failed(highlightTexts.failed);
      updateViewerHighlights(client.cache, postId, (list) =>
        list.map((item) => (item.quoteId === opened.highlight.quoteId ? { ...item, isPrivate } : item)),
      );
      done();
    };
    return (
      <div className="highlight-menu" role="toolbar" aria-label={highlightTexts.menu} style={style}>
        {opened.highlight.isPrivate && (
          <p className="highlight-menu__note">{highlightTexts.privateHighlight}</p>
        )}
        {opened.highlight.note && <p className="highlight-menu__note">{opened.highlight.note}</p>}
        <button type="button" className="highlight-menu__action" onClick={() => void remove()}>
          {highlightTexts.removeHighlight}
        </button>
        <button type="button" className="highlight-menu__action" onClick={() => void setPrivacy()}>
          {isPrivate ? highlightTexts.makePrivate : highlightTexts.makePublic}
        </button>
      </div>
    );
  }

  const { passage } = opened;
  const quote = async (
    quoteType: CreatedQuote['quoteType'],
    options: { note?: string; isPrivate?: boolean } = {},
  ) => {
    const outcome = await createQuote(postId, passage, { quoteType, ...options }, highlightTexts.failed);
    if (!outcome.ok) failed(outcome.message);
    return outcome.ok ? outcome.quote : null;
  };
  const highlight = async (options: { note?: string; isPrivate?: boolean } = {}) => {
    const created = await quote('HIGHLIGHT', options);
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
          <NoteForm
            onSave={(note) => void highlight(note ? { note } : {})}
            onCancel={() => setWritingNote(false)}
          />
        </Suspense>
      ) : signedIn ? (
        <>
          <button type="button" className="highlight-menu__action" onClick={() => void highlight()}>
            {highlightTexts.highlight}
          </button>
          <button
            type="button"
            className="highlight-menu__action"
            onClick={() => void highlight({ isPrivate: true })}
          >
            {highlightTexts.highlightPrivately}
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
          {gated('highlight', highlightTexts.highlightPrivately)}
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
