import { useQuery } from '@apollo/client/react';
import { useRouter } from '#web/lib/router/router-context.ts';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { HomeTabsQuery } from '../api/home-feed-queries.ts';
import { homeTabHref, homeTabKey, homeTabOf, type HomeTab } from '../home-tab.ts';
import { homeTexts } from '../texts.ts';
import { FollowingFeed, ForYouFeed, TagFeed } from './home-feeds.tsx';
import '#home-styles';

/**
 * The signed-in home (issue #16): For you, Following and one tab per followed tag, the chosen one in
 * the address (decision 259: a tab is a navigation, so reload, back and forward keep it). The tabs and
 * their feeds load in the browser after hydration (the server render reads only the session).
 */
export function SignedInHome({ params }: { params: RouteParams }) {
  const router = useRouter();
  const active = homeTabOf(params);
  const { data } = useQuery(HomeTabsQuery);
  const tabs: { tab: HomeTab; label: string }[] = [
    { tab: { kind: 'for-you' }, label: homeTexts.forYou },
    { tab: { kind: 'following' }, label: homeTexts.following },
    ...(data?.followedTags ?? []).map((tag) => ({
      tab: { kind: 'tag', slug: tag.id } as const,
      label: tag.displayTitle,
    })),
  ];
  return (
    <div className="home">
      <div className="home__tabs" role="tablist" aria-label={homeTexts.tabsLabel}>
        {tabs.map(({ tab, label }) => (
          <button
            key={homeTabKey(tab)}
            type="button"
            role="tab"
            className="home__tab"
            aria-selected={homeTabKey(tab) === homeTabKey(active)}
            onClick={() => router.navigate(homeTabHref(tab))}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find(({ tab }) => homeTabKey(tab) === homeTabKey(active))?.label}>
        {active.kind === 'for-you' && <ForYouFeed />}
        {active.kind === 'following' && <FollowingFeed />}
        {active.kind === 'tag' && <TagFeed key={active.slug} tagSlug={active.slug} />}
      </div>
    </div>
  );
}
