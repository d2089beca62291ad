import { NetworkStatus } from '@apollo/client';
import { lazy, Suspense } from 'react';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { texts } from '#web/lib/texts.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import { SubscribeButton } from '#web/connected/newsletter/subscribe-button.tsx';
import { UserFollowerCount } from '#web/connected/follower-counts.tsx';
import { ProfileCard } from '#web/connected/profile-card.tsx';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { profileLookup, useUserProfileQuery, type ProfileUser } from '../api/user-profile-query.ts';

/** Series (issue #12): the series tab (/@{username}/series), its own chunk, shown once hydrated. */
const SeriesTab = lazy(() => import('./series-tab.tsx'));
/** Highlights (issue #13): the reader's highlights tab (/@{username}/highlights), likewise. */
const HighlightsTab = lazy(() => import('./highlights-tab.tsx'));

const followTarget = (user: ProfileUser) => ({ kind: 'user', id: user.id, name: user.name }) as const;

/**
 * Main column: the writer's name (and on narrow screens, where the sidebar is hidden, their followers,
 * Follow and bio) and stories.
 */
export function UserProfilePage({ params }: PageProps) {
  const { data, fetchMore, networkStatus } = useUserProfileQuery(profileLookup(params));
  const { view } = useRouter();
  const hydrated = useHydrated();
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <div className="profile">
      <header className="profile__header">
        <h1 className="profile__name">{user.name}</h1>
        <div className="profile__social">
          <UserFollowerCount user={user} className="profile__followers" />
          <FollowButton target={followTarget(user)} isFollowing={user.viewerEdge.isFollowing} />
          <SubscribeButton writer={user} />
        </div>
        {user.bio && <p className="profile__bio profile__bio--narrow">{user.bio}</p>}
      </header>
      {view.kind === 'page' && view.route === 'ShowUserHighlights' ? (
        hydrated && (
          <Suspense fallback={null}>
            <HighlightsTab userId={user.id} />
          </Suspense>
        )
      ) : view.kind === 'page' && view.route === 'ShowUserSeries' ? (
        hydrated && (
          <Suspense fallback={null}>
            <SeriesTab userId={user.id} />
          </Suspense>
        )
      ) : (
        <>
          {user.pinnedPosts.length > 0 && (
            <section className="profile__pinned" aria-label={texts.pinned}>
              <h2 className="profile__section-heading">{texts.pinned}</h2>
              {user.pinnedPosts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </section>
          )}
          <StoryList
            connection={withoutPinned(user)}
            fetchMore={fetchMore}
            loadingMore={networkStatus === NetworkStatus.fetchMore}
          />
        </>
      )}
    </div>
  );
}

/** The stories below the pinned ones: each story shows once. */
function withoutPinned(user: ProfileUser): ProfileUser['postsConnection'] {
  if (user.pinnedPosts.length === 0) return user.postsConnection;
  const pinned = new Set(user.pinnedPosts.map((post) => post.id));
  return {
    ...user.postsConnection,
    posts: user.postsConnection.posts.filter((post) => !pinned.has(post.id)),
  };
}

/** Sidebar: portrait, name, followers, bio and Follow. */
export function UserProfileSidebar({ params }: PageProps) {
  const user = useUserProfileQuery(profileLookup(params)).data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <ProfileCard
      target={followTarget(user)}
      imageId={user.imageId}
      isFollowing={user.viewerEdge.isFollowing}
      followers={<UserFollowerCount user={user} className="profile-card__followers" />}
      about={user.bio}
      member={user}
      subscribe={<SubscribeButton writer={user} />}
    />
  );
}
