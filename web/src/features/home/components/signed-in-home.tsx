import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { HomeTabsQuery } from '../api/home-feed-queries.ts';
import { homeTexts } from '../texts.ts';
import { FollowingFeed, ForYouFeed, TagFeed } from './home-feeds.tsx';
import '#home-styles';

type Tab = { kind: 'for-you' } | { kind: 'following' } | { kind: 'tag'; slug: string };

const tabKey = (tab: Tab) => (tab.kind === 'tag' ? `tag:${tab.slug}` : tab.kind);

/**
 * The signed-in home (issue #16): For you, Following and one tab per followed tag. The tabs and their
 * feeds load in the browser after hydration (the server render reads only the session).
 */
export function SignedInHome() {
  const [active, setActive] = useState<Tab>({ kind: 'for-you' });
  const { data } = useQuery(HomeTabsQuery);
  const tabs: { tab: Tab; label: string }[] = [
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
            key={tabKey(tab)}
            type="button"
            role="tab"
            className="home__tab"
            aria-selected={tabKey(tab) === tabKey(active)}
            onClick={() => setActive(tab)}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tabs.find(({ tab }) => tabKey(tab) === tabKey(active))?.label}>
        {active.kind === 'for-you' && <ForYouFeed />}
        {active.kind === 'following' && <FollowingFeed />}
        {active.kind === 'tag' && <TagFeed key={active.slug} tagSlug={active.slug} />}
      </div>
    </div>
  );
}
