import { lazy, Suspense } from 'react';
import { Link } from '#web/lib/router/link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { useSeriesPageQuery, type SeriesOfPage } from '../api/series-page-query.ts';
import { seriesIdOf } from '../series-id-of.ts';
import { seriesTexts as texts } from '../texts.ts';

/** The writer's tools: their own chunk, loaded only on the writer's own series. */
const AddStory = lazy(() => import('./writer-tools.tsx').then(({ AddStory }) => ({ default: AddStory })));
const StoryControls = lazy(() =>
  import('./writer-tools.tsx').then(({ StoryControls }) => ({ default: StoryControls })),
);

/** Whether the signed-in viewer wrote the series (known in the browser only, after hydration). */
function useIsWriter(series: SeriesOfPage | undefined): boolean {
  const hydrated = useHydrated();
  const session = useViewerSession();
  return (
    hydrated &&
    session.kind === 'signed-in' &&
    series !== undefined &&
    session.viewer.id === series.post.creator.id
  );
}

/** A series: its title, description and writer, then its stories in order, each a part. */
export function SeriesPage({ params }: PageProps) {
  const { data } = useSeriesPageQuery(seriesIdOf(params));
  const answer = data?.series;
  const series = answer?.__typename === 'Series' ? answer : undefined;
  const isWriter = useIsWriter(series);
  if (!series) return null;
  const { post, stories, sequenceSlug } = series;
  const first = stories[0];
  return (
    <article className="series">
      <header className="series__header">
        <p className="series__kicker">
          {texts.kicker} · {texts.parts(stories.length)}
        </p>
        <h1 className="series__title">{post.title}</h1>
        {post.extendedPreviewContent.subtitle && (
          <p className="series__description">{post.extendedPreviewContent.subtitle}</p>
        )}
        <p className="series__writer">
          <ProfileLink user={post.creator}>{texts.by(post.creator.name)}</ProfileLink>
        </p>
        {first && (
          <Link
            to="ShowSequencePost"
            params={{ sequenceSlug, postId: first.uniqueSlug }}
            className="button button--dark series__start"
          >
            {texts.startReading}
          </Link>
        )}
      </header>
      {isWriter && (
        <Suspense fallback={null}>
          <AddStory series={series} />
        </Suspense>
      )}
      {stories.length === 0 ? (
        <p className="story-list__empty">{texts.empty}</p>
      ) : (
        <ol className="series__parts">
          {stories.map((story, index) => (
            <li key={story.id} className="series__part">
              <p className="series__part-label">{texts.part(index + 1)}</p>
              <PostCard post={story} />
              {isWriter && (
                <Suspense fallback={null}>
                  <StoryControls series={series} story={story} index={index} />
                </Suspense>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
