import type { SearchIndexKind } from '#contract/search.ts';
import { abbreviateCount } from '#web/lib/format/count.ts';
import type { PlacedHit } from '#web/lib/search/merge-hits.ts';
import { useRecordSearchClick } from '#web/lib/search/search-click.ts';
import { texts } from '#web/lib/texts.ts';
import { Avatar } from '#web/ui/avatar.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { PostMeta } from '#web/ui/post-meta.tsx';
import { Highlighted } from '#web/ui/search/highlight.tsx';
import { hitNameAttribute, SearchHitLink } from '#web/ui/search/search-hit-link.tsx';
import { searchTexts } from '../texts.ts';

interface RowProps<K extends SearchIndexKind> {
  placed: PlacedHit<K>;
  onClick: () => void;
}

/** A story: writer and publication, highlighted title, the snippet around the match, its meta and star. */
function PostResult({ placed: { hit }, onClick }: RowProps<'posts'>) {
  return (
    <article className="post-card post-card--list search-result search-result--post">
      <div className="post-card__text">
        <div className="post-card__byline">
          <ProfileLink
            user={{ id: hit.creatorId, username: hit.creatorUsername }}
            className="post-card__author"
          >
            {hit.creatorName}
          </ProfileLink>
          {hit.collectionName && (
            <span className="search-result__in">
              {texts.inCollection} {hit.collectionName}
            </span>
          )}
        </div>
        <SearchHitLink kind="posts" hit={hit} className="post-card__link" onClick={onClick}>
          <h2 className="post-card__title">
            <Highlighted hit={hit} attribute="title" />
          </h2>
          <p className="post-card__subtitle search-result__snippet">
            <Highlighted hit={hit} attribute="previewText" snippet />
          </p>
        </SearchHitLink>
        <PostMeta
          post={{
            id: hit.postId,
            readingTime: hit.readingTime,
            // The index keeps epoch milliseconds; the meta shows an AWSTimestamp (seconds).
            firstPublishedAt: Math.floor(hit.latestPublishedAt / 1000),
            isLocked: hit.isLocked,
            creator: { id: hit.creatorId },
          }}
        />
      </div>
    </article>
  );
}

/** A person or a publication: portrait, highlighted name linking to them, bio or description. */
function EntityResult({
  kind,
  placed: { hit },
  onClick,
}: RowProps<'users' | 'collections'> & { kind: 'users' | 'collections' }) {
  const about =
    kind === 'users'
      ? (hit as PlacedHit<'users'>['hit']).bio
      : (hit as PlacedHit<'collections'>['hit']).description;
  return (
    <div className="entity-row search-result">
      <Avatar name={hit.name} imageId={hit.imageId ?? null} size={48} />
      <div className="entity-row__text">
        <p className="entity-row__name">
          <SearchHitLink kind={kind} hit={hit} className="entity-row__link" onClick={onClick}>
            <Highlighted hit={hit} attribute="name" />
          </SearchHitLink>
        </p>
        {about && <p className="entity-row__description">{about}</p>}
        <p className="search-result__detail">{searchTexts.followers(abbreviateCount(hit.followerCount))}</p>
      </div>
    </div>
  );
}

/** A tag or a list: its highlighted name and how many stories it holds (a list: whose it is). */
function NamedResult({
  kind,
  placed: { hit },
  onClick,
}: RowProps<'tags' | 'lists'> & { kind: 'tags' | 'lists' }) {
  const list = kind === 'lists' ? (hit as PlacedHit<'lists'>['hit']) : null;
  const count = list ? list.itemCount : (hit as PlacedHit<'tags'>['hit']).postCount;
  return (
    <div className="search-result search-result--named">
      <SearchHitLink kind={kind} hit={hit} className="search-result__name" onClick={onClick}>
        <Highlighted hit={hit} attribute={hitNameAttribute[kind]} />
      </SearchHitLink>
      <p className="search-result__detail">
        {list && `${searchTexts.byWriter} ${list.creatorName} · `}
        {searchTexts.stories(count)}
      </p>
    </div>
  );
}

/** One result of any kind; a click on it records SearchClickEvent (spec 3 §7). */
export function SearchResultRow<K extends SearchIndexKind>({
  kind,
  placed,
}: {
  kind: K;
  placed: PlacedHit<K>;
}) {
  const recordClick = useRecordSearchClick();
  const onClick = () => recordClick(placed);
  switch (kind) {
    case 'posts':
      return <PostResult placed={placed as PlacedHit<'posts'>} onClick={onClick} />;
    case 'users':
    case 'collections':
      return (
        <EntityResult kind={kind} placed={placed as PlacedHit<'users' | 'collections'>} onClick={onClick} />
      );
    default:
      return (
        <NamedResult
          kind={kind as 'tags' | 'lists'}
          placed={placed as PlacedHit<'tags' | 'lists'>}
          onClick={onClick}
        />
      );
  }
}
