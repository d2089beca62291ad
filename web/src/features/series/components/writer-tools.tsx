import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SeriesCandidatesQuery } from '../api/series-candidates-query.ts';
import {
  AddToSeriesMutation,
  MoveInSeriesMutation,
  RemoveFromSeriesMutation,
  useSeriesEdit,
} from '../api/series-edit-mutations.ts';
import type { SeriesOfPage } from '../api/series-page-query.ts';
import { writerTexts as texts } from './writer-texts.ts';

/** The stories the writer may add: asked when the picker opens, fresh each time. */
function StoryPicker({ series, onDone }: { series: SeriesOfPage; onDone: () => void }) {
  const client = useApolloClient();
  const edit = useSeriesEdit(series);
  const { data } = useQuery(SeriesCandidatesQuery, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const answer = data?.seriesCandidates;
  if (answer?.__typename !== 'PostConnection') return null;
  if (answer.posts.length === 0) return <p className="series__hint">{texts.noCandidates}</p>;
  const postId = chosen || (answer.posts[0]?.id ?? '');
  const add = async () => {
    setBusy(true);
    const added = await edit(
      async (base) =>
        (await client.mutate({ mutation: AddToSeriesMutation, variables: { ...base, postId } })).data
          ?.addToSeries,
    );
    setBusy(false);
    if (added) onDone();
  };
  return (
    <div className="series__picker">
      <label className="series__picker-label">
        {texts.choose}
        <select
          className="series__picker-select"
          value={postId}
          onChange={(event) => setChosen(event.target.value)}
        >
          {answer.posts.map((post) => (
            <option key={post.id} value={post.id}>
              {post.title}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button button--dark" disabled={busy} onClick={() => void add()}>
        {texts.add}
      </button>
    </div>
  );
}

/** "Add a story": opens the picker of the writer's published stories in no series. */
export function AddStory({ series }: { series: SeriesOfPage }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="series__tools">
      {open ? (
        <StoryPicker series={series} onDone={() => setOpen(false)} />
      ) : (
        <button type="button" className="button button--outline" onClick={() => setOpen(true)}>
          {texts.addStory}
        </button>
      )}
    </section>
  );
}

/** Move up, Move down and Remove beside one story of the writer's series. */
export function StoryControls({
  series,
  story,
  index,
}: {
  series: SeriesOfPage;
  story: { id: string; title: string };
  index: number;
}) {
  const client = useApolloClient();
  const edit = useSeriesEdit(series);
  const [busy, setBusy] = useState(false);
  const run = async (change: Parameters<typeof edit>[0]) => {
    setBusy(true);
    await edit(change);
    setBusy(false);
  };
  const move = (position: number) =>
    run(
      async (base) =>
        (
          await client.mutate({
            mutation: MoveInSeriesMutation,
            variables: { ...base, postId: story.id, position },
          })
        ).data?.moveInSeries,
    );
  const remove = () =>
    run(
      async (base) =>
        (
          await client.mutate({
            mutation: RemoveFromSeriesMutation,
            variables: { ...base, postId: story.id },
          })
        ).data?.removeFromSeries,
    );
  const last = series.stories.length - 1;
  return (
    <div className="series__controls">
      <button
        type="button"
        className="button button--outline"
        disabled={busy || index === 0}
        aria-label={texts.moveUpStory(story.title)}
        onClick={() => void move(index)}
      >
        {texts.moveUp}
      </button>
      <button
        type="button"
        className="button button--outline"
        disabled={busy || index === last}
        aria-label={texts.moveDownStory(story.title)}
        onClick={() => void move(index + 2)}
      >
        {texts.moveDown}
      </button>
      <button
        type="button"
        className="button button--outline"
        disabled={busy}
        aria-label={texts.removeStory(story.title)}
        onClick={() => void remove()}
      >
        {texts.remove}
      </button>
    </div>
  );
}
