import { NetworkStatus } from '@apollo/client';
import type { PageProps } from '#web/routes/page-registry.ts';
import { Link } from '#web/lib/router/link.tsx';
import { MoreOnScroll } from '#web/ui/show-more/more-on-scroll.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { usePublicationTagged } from '../api/use-publication-tagged.ts';
import { taggedHeading } from '../tagged-texts.ts';
import { PublicationCard } from './publication-card.tsx';

/**
 * A publication's tagged page (decision 257): the tag's title, the publication it is in, and the
 * publication's stories under the tag, newest first, paged as the reader scrolls.
 */
export function PublicationTaggedPage({ params }: PageProps) {
  const { collection, tag, fetchMore, networkStatus } = usePublicationTagged(params);
  if (!collection) return null;
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{tag?.displayTitle ?? params.tagSlug}</h1>
        <p className="profile__bio">
          {taggedHeading.in}{' '}
          <Link to="ShowCollectionHome" params={{ collectionSlug: collection.slug }}>
            {collection.name}
          </Link>
        </p>
      </header>
      <StoryList
        connection={collection.taggedPostsConnection}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
        empty={taggedHeading.empty}
        pager={MoreOnScroll}
      />
    </div>
  );
}

/** Sidebar: the publication's card. */
export function PublicationTaggedSidebar({ params }: PageProps) {
  const { collection } = usePublicationTagged(params);
  return collection ? <PublicationCard collection={collection} /> : null;
}
