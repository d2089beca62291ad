import { NetworkStatus } from '@apollo/client';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRouter } from '#web/lib/router/router-context.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { texts } from '#web/lib/texts.ts';
import type { RouteName } from '#web/routes/catalogue.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { StoryList } from '#web/ui/story-list/story-list.tsx';
import { profileLookup, useUserProfileQuery, type ProfileUser } from '../api/user-profile-query.ts';
import { ProfileMain, ProfileSidebarCard } from './profile-frame.tsx';

/** Series (issue #12): the series tab (/@{username}/series), its own chunk, shown once hydrated. */
const SeriesTab = lazy(() => import('./series-tab.tsx'));
/** Highlights (issue #13): the reader's highlights tab (/@{username}/highlights), likewise. */
const HighlightsTab = lazy(() => import('./highlights-tab.tsx'));
/** Claps and responses (issue #16): /has-recommended and /responses, likewise. */
const ClapsTab = lazy(() => import('./story-list-tab.tsx').then(({ ClapsTab }) => ({ default: ClapsTab })));
const ResponsesTab = lazy(() =>
  import('./story-list-tab.tsx').then(({ ResponsesTab }) => ({ default: ResponsesTab })),
);

/** The tabs of the profile's page that load in the browser, each drawn for the writer. */
const browserTabs: Partial<Record<RouteName, (user: ProfileUser) => ReactNode>> = {
  ShowUserHighlights: (user) => <HighlightsTab userId={user.id} />,
  ShowUserSeries: (user) => <SeriesTab userId={user.id} />,
  ShowUserHasRecommended: (user) => <ClapsTab user={user} />,
  ShowUserResponses: (user) => <ResponsesTab user={user} />,
};

/** /@{username} and its tabs: the writer's stories (pinned first), or the tab the address names. */
export function UserProfilePage({ params }: PageProps) {
  const { data, fetchMore, networkStatus } = useUserProfileQuery(profileLookup(params));
  const { view } = useRouter();
  const hydrated = useHydrated();
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  const tab = view.kind === 'page' ? browserTabs[view.route] : undefined;
  return (
    <ProfileMain user={user}>
      {tab ? (
        hydrated && <Suspense fallback={null}>{tab(user)}</Suspense>
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
    </ProfileMain>
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

/** Sidebar: the writer's card, and who to follow. */
export function UserProfileSidebar({ params }: PageProps) {
  const user = useUserProfileQuery(profileLookup(params)).data?.userResult;
  return user?.__typename === 'User' ? <ProfileSidebarCard user={user} /> : null;
}
