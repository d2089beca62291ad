import { NetworkStatus } from '@apollo/client';
import { lazy, Suspense } from 'react';
import type { PageProps } from '#web/routes/page-registry.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { CollectionFollowerCount } from '#web/connected/follower-counts.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { usePublicationProfile } from '../api/publication-profile.ts';
import { followTarget, NewsletterPromo, PublicationCard } from './publication-card.tsx';

/** The editors' review of submissions: its own chunk, loaded only for them. */
const PendingSubmissions = lazy(() => import('./pending-submissions.tsx'));

/**
 * Main column: the publication's name, (on narrow screens, where the sidebar is hidden, its followers,
 * Follow and description) and stories.
 */
export function PublicationHomePage({ params }: PageProps) {
  const { collection, fetchMore, networkStatus } = usePublicationProfile(params);
  const hydrated = useHydrated();
  if (!collection) return null;
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{collection.name}</h1>
        <div className="profile__social">
          <CollectionFollowerCount collection={collection} className="profile__followers" />
          <FollowButton target={followTarget(collection)} isFollowing={collection.viewerEdge.isFollowing} />
          <NewsletterPromo collection={collection} />
        </div>
        {collection.description && (
          <p className="profile__bio profile__bio--narrow">{collection.description}</p>
        )}
      </header>
      {hydrated && collection.viewerEdge.isEditor && (
        <Suspense fallback={null}>
          <PendingSubmissions collection={collection} place="home" />
        </Suspense>
      )}
      <StoryList
        connection={collection.postsConnection}
        fetchMore={fetchMore}
        loadingMore={networkStatus === NetworkStatus.fetchMore}
      />
    </div>
  );
}

/** Sidebar: the publication's card. */
export function PublicationSidebar({ params }: PageProps) {
  const { collection } = usePublicationProfile(params);
  return collection ? <PublicationCard collection={collection} /> : null;
}
