import { NetworkStatus } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { SignInPrompt } from '#web/connected/sign-in/sign-in-prompt.tsx';
import type { ReadingHistoryEditResult_ResultFragment } from '#graphql/generated/operations.ts';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { updateReadingHistory } from '../api/reading-history-cache.ts';
import {
  ClearReadingHistory,
  RemoveFromReadingHistory,
  SetReadingHistoryPaused,
} from '../api/reading-history-mutations.ts';
import { useReadingHistoryQuery } from '../api/reading-history-query.ts';
import { readingHistoryTexts as t } from '../texts.ts';
import { ClearConfirm } from './clear-confirm.tsx';
import { HistoryEntry } from './history-entry.tsx';

type EditOutcome = ReadingHistoryEditResult_ResultFragment | Failed;

/**
 * The reader's reading history (issue #13): the stories read, newest first, each with Remove; Clear
 * history (after a confirmation) and Pause / Resume. A visitor is asked to sign in.
 */
export function ReadingHistoryPage() {
  const signedOut = isSignedOut(useViewerKind());
  return (
    <div className="settings reading-history">
      <h1 className="settings__title">{t.title}</h1>
      <p>{t.intro}</p>
      {signedOut ? <SignInPrompt prompt={t.signInPrompt} /> : <History />}
    </div>
  );
}

function History() {
  const { data, fetchMore, networkStatus } = useReadingHistoryQuery();
  const client = useApolloClient();
  const { showToast } = useToasts();
  const [confirming, setConfirming] = useState(false);
  if (data?.viewer === null) return <SignInPrompt prompt={t.signInPrompt} />;
  const history = data?.viewer.readingHistory;
  if (!history) return null;

  /** A change's answer: on success `apply` updates the list the page shows, else a toast says why not. */
  const settle = (outcome: EditOutcome, apply: (isPaused: boolean) => void) => {
    if (outcome.__typename === 'ReadingHistoryState') apply(outcome.isPaused);
    else showToast({ message: 'message' in outcome ? outcome.message : t.failed, toastStyle: 'ERROR' });
  };
  const remove = async (postId: string) =>
    settle(
      await mutateOutcome(
        client,
        { mutation: RemoveFromReadingHistory, variables: { postId } },
        (d) => d.result,
      ),
      () =>
        updateReadingHistory(client.cache, (current) => ({
          ...current,
          entries: current.entries.filter((entry) => entry.post.id !== postId),
        })),
    );
  const clear = async () =>
    settle(await mutateOutcome(client, { mutation: ClearReadingHistory }, (d) => d.result), () => {
      setConfirming(false);
      updateReadingHistory(client.cache, (current) => ({
        ...current,
        entries: [],
        pagingInfo: { next: null },
      }));
    });
  const pause = async (paused: boolean) =>
    settle(
      await mutateOutcome(
        client,
        { mutation: SetReadingHistoryPaused, variables: { paused } },
        (d) => d.result,
      ),
      (isPaused) => updateReadingHistory(client.cache, (current) => ({ ...current, isPaused })),
    );

  return (
    <>
      <div className="reading-history__controls">
        <button
          type="button"
          className="button button--outline"
          onClick={() => void pause(!history.isPaused)}
        >
          {history.isPaused ? t.resume : t.pause}
        </button>
        {history.entries.length > 0 && (
          <button type="button" className="button button--outline" onClick={() => setConfirming(true)}>
            {t.clear}
          </button>
        )}
      </div>
      {history.isPaused && <p className="reading-history__paused">{t.paused}</p>}
      {confirming && <ClearConfirm onConfirm={() => void clear()} onCancel={() => setConfirming(false)} />}
      {history.entries.length === 0 ? (
        <p className="people__empty">{t.empty}</p>
      ) : (
        <ul className="entity-list">
          {history.entries.map((entry) => (
            <HistoryEntry
              key={entry.post.id}
              post={entry.post}
              lastReadAt={entry.lastReadAt}
              onRemove={() => void remove(entry.post.id)}
            />
          ))}
        </ul>
      )}
      <ShowMoreButton
        next={history.pagingInfo.next}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        what="stories of your reading history"
      />
    </>
  );
}
