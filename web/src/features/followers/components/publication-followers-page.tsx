import { NetworkStatus } from '@apollo/client';
import { Link } from '#web/lib/router/link.tsx';
import { texts } from '#web/lib/texts.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { usePublicationFollowersQuery } from '../api/publication-followers-query.ts';
import { followersTexts } from '../texts.ts';
import { PeopleList } from './people-list.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';

/** /{collectionSlug}/followers (or /followers on its domain): who follows the publication. */
export function PublicationFollowersPage({ params }: PageProps) {
  // The route's slug, not the publication's: on its custom domain it is the host, so the link stays there.
  const collectionSlug = collectionDomainOrSlug(params);
  const { data, fetchMore, networkStatus } = usePublicationFollowersQuery(collectionSlug);
  const collection = data?.collectionByDomainOrSlug;
  if (!collection) return null;
  return (
    <PeopleList
      heading={
        <Link to="ShowCollectionHome" params={{ collectionSlug }} className="people__heading-link">
          {collection.name}
        </Link>
      }
      count={texts.social.followers(collection.subscriberCount)}
      connection={collection.followersConnection}
      fetchMore={fetchMore}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      empty={followersTexts.noFollowers}
    />
  );
}

export function PublicationFollowersSidebar({ params }: PageProps) {
  const collection = usePublicationFollowersQuery(collectionDomainOrSlug(params)).data
    ?.collectionByDomainOrSlug;
  if (!collection) return null;
  // Sidebar: the publication's card, as on its home.
  return (
    <ProfileCard
      target={{ kind: 'collection', id: collection.id, name: collection.name }}
      imageId={collection.avatar?.id ?? null}
      isFollowing={collection.viewerEdge.isFollowing}
      followers={texts.social.followers(collection.subscriberCount)}
      about={collection.description}
    />
  );
}
