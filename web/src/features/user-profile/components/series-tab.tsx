import { NetworkStatus } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { seriesLimits } from '#contract/series.ts';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { storiesPerPage } from '#web/ui/story-list/story-list-fragment.ts';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { CreateSeriesMutation, UserSeriesQuery } from '../api/user-series-query.ts';
import { seriesTabTexts as texts } from './series-texts.ts';

/** "New series": a title and a description; created, the writer lands on the new series' page. */
function NewSeries() {
  const client = useApolloClient();
  const router = useRouter();
  const { showToast } = useToasts();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button--dark" onClick={() => setOpen(true)}>
        {texts.newSeries}
      </button>
    );
  }
  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const { data } = await client.mutate({
        mutation: CreateSeriesMutation,
        variables: {
          title: String(form.get('title') ?? ''),
          description: String(form.get('description') ?? ''),
        },
      });
      const result = data?.createSeries;
      if (result?.__typename === 'Series') {
        router.navigate(buildRoute('ShowSeries', { postId: result.sequenceSlug }));
        return;
      }
      showToast({ message: result?.message ?? texts.failed, toastStyle: 'ERROR' });
    } catch {
      showToast({ message: texts.failed, toastStyle: 'ERROR' });
    }
    setBusy(false);
  };
  return (
    <form className="series-form" onSubmit={(event) => void create(event)}>
      <label className="series-form__field">
        {texts.title}
        <input name="title" required maxLength={seriesLimits.titleMaxLength} className="series-form__input" />
      </label>
      <label className="series-form__field">
        {texts.description}
        <textarea
          name="description"
          maxLength={seriesLimits.descriptionMaxLength}
          className="series-form__input"
          rows={2}
        />
      </label>
      <div className="series-form__actions">
        <button type="submit" className="button button--dark" disabled={busy}>
          {texts.create}
        </button>
        <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

/**
 * The profile's series tab: the writer's series as cards, newest first, and for the writer "New
 * series". Shown once hydrated and asked in the browser (its own chunk: the profile's other tabs never
 * load it).
 */
export default function SeriesTab({ userId }: { userId: string }) {
  const session = useViewerSession();
  const { data, fetchMore, networkStatus } = useQuery(UserSeriesQuery, {
    variables: { id: userId, limit: storiesPerPage },
    notifyOnNetworkStatusChange: true,
  });
  const user = data?.userResult.__typename === 'User' ? data.userResult : undefined;
  const isWriter = session.kind === 'signed-in' && session.viewer.id === userId;
  return (
    <section className="series-tab" aria-label={texts.heading}>
      {isWriter && <NewSeries />}
      {user &&
        (user.seriesConnection.posts.length === 0 ? (
          <p className="story-list__empty">{texts.none}</p>
        ) : (
          <StoryList
            connection={user.seriesConnection}
            fetchMore={fetchMore}
            loadingMore={networkStatus === NetworkStatus.fetchMore}
          />
        ))}
    </section>
  );
}
