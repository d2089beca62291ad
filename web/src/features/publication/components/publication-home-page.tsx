import { NetworkStatus } from '@apollo/client';
import { lazy, Suspense } from 'react';
import type { PageProps } from '#web/routes/page-registry.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { CollectionFollowerCount } from '#web/connected/follower-counts.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import type { PublicationProfile_CollectionFragment } from '#graphql/generated/operations.ts';
import { usePublicationProfile } from '../api/publication-profile.ts';

/** The editors' review of submissions: its own chunk, loaded only for them. */
const PendingSubmissions = lazy(() => import('./pending-submissions.tsx'));

/** The newsletter's Subscribe button: its own chunk, loaded only where the publication promotes one. */
const SubscribeButton = lazy(() =>
  import('#web/connected/newsletter/subscribe-button.tsx').then((module) => ({
    default: module.SubscribeButton,
  })),
);

/**
 * Subscribe beside Follow when the publication's editors promote its newsletter (showPromo). Rendered
 * once hydrated: the server's render cannot wait for a lazy chunk (React error 419).
 */
function NewsletterPromo({ collection }: { collection: PublicationProfile_CollectionFragment }) {
  const hydrated = useHydrated();
  if (!hydrated || !collection.newsletterV3?.showPromo) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeButton publication={collection} />
    </Suspense>
  );
}

const followTarget = (collection: PublicationProfile_CollectionFragment) =>
  ({ kind: 'collection', id: collection.id, name: collection.name }) as const;

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

/** Sidebar: the publication's avatar, name, followers, description and Follow. */
export function PublicationSidebar({ params }: PageProps) {
  const { collection } = usePublicationProfile(params);
  if (!collection) return null;
  return (
    <ProfileCard
      target={followTarget(collection)}
      imageId={collection.avatar?.id ?? null}
      isFollowing={collection.viewerEdge.isFollowing}
      followers={<CollectionFollowerCount collection={collection} className="profile-card__followers" />}
      about={collection.description}
      subscribe={<NewsletterPromo collection={collection} />}
    />
  );
}
