import { NetworkStatus } from '@apollo/client';
import { Link } from '#web/lib/router/link.tsx';
import { Avatar } from '#web/ui/avatar.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { PostCardImage } from '#web/ui/post-card/post-card-image.tsx';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { useSeriesLibraryQuery, type LibrarySeriesOfPage } from '../api/series-library-query.ts';
import { seriesTexts as texts } from '../texts.ts';

/** A series as a card of the library: its cover, title, description, writer and number of stories. */
function SeriesCard({ series }: { series: LibrarySeriesOfPage }) {
  const { post, coverImage, sequenceSlug, storyCount } = series;
  const link = { to: 'ShowSeries', params: { postId: sequenceSlug } } as const;
  return (
    <article className="post-card post-card--grid series-card">
      {coverImage && (
        <Link {...link} className="post-card__image" tabIndex={-1} aria-hidden="true">
          <PostCardImage image={coverImage} layout="grid" />
        </Link>
      )}
      <div className="post-card__text">
        <div className="post-card__byline">
          <ProfileLink user={post.creator} className="post-card__author">
            <Avatar name={post.creator.name} imageId={post.creator.imageId} size={20} decorative />
            <span>{post.creator.name}</span>
          </ProfileLink>
        </div>
        <Link {...link} className="post-card__link">
          <h2 className="post-card__title">{post.title}</h2>
          {post.extendedPreviewContent.subtitle && (
            <p className="post-card__subtitle">{post.extendedPreviewContent.subtitle}</p>
          )}
        </Link>
        <p className="series__kicker">
          {texts.kicker} · {texts.parts(storyCount)}
        </p>
      </div>
    </article>
  );
}

/**
 * The series library (/collections, spec 3 §2 "Library of collections"): the series published on
 * Folio, the one a story last joined first, as cards, with Show more while pages remain.
 */
export function SeriesLibraryPage() {
  const { data, fetchMore, networkStatus } = useSeriesLibraryQuery();
  const answer = data?.seriesLibrary;
  const connection = answer?.__typename === 'LibrarySeriesConnection' ? answer : undefined;
  return (
    <section className="series-library" aria-labelledby="series-library-title">
      <header className="series-library__header">
        <h1 id="series-library-title" className="series__title">
          {texts.libraryTitle}
        </h1>
        <p className="series__description">{texts.libraryIntro}</p>
      </header>
      {connection &&
        (connection.series.length === 0 ? (
          <p className="story-list__empty">{texts.libraryEmpty}</p>
        ) : (
          <div className="card-grid series-library__cards">
            {connection.series.map((series) => (
              <SeriesCard key={series.sequenceSlug} series={series} />
            ))}
          </div>
        ))}
      {connection && (
        <ShowMoreButton
          next={connection.pagingInfo.next}
          fetchMore={fetchMore}
          loadingMore={networkStatus === NetworkStatus.fetchMore}
          what="series"
        />
      )}
    </section>
  );
}
