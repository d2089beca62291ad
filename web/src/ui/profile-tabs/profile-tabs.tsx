import { Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import type { RouteName } from '#web/routes/catalogue.ts';
import { profileTabsTexts } from './profile-tabs-texts.ts';
import '#profile-tabs-styles';

/** The profile's tabs (issue #16, spec 1 §2.3 sub-pages), in the order a reader meets them. */
export const profileTabs = [
  'ShowUser',
  'ShowUserLists',
  'ShowUserHighlights',
  'ShowUserResponses',
  'ShowUserHasRecommended',
  'ShowUserAbout',
] as const satisfies readonly RouteName[];

export type ProfileTab = (typeof profileTabs)[number];

/**
 * The tabs under a writer's name on every page of their profile (home, lists, highlights, responses,
 * claps, about): the current page's tab is marked. The books and series pages show them unmarked.
 */
export function ProfileTabs({ username }: { username: string }) {
  const { view } = useRouter();
  const current = view.kind === 'page' ? view.route : undefined;
  return (
    <nav className="profile-tabs" aria-label={profileTabsTexts.label}>
      {profileTabs.map((tab) => (
        <Link
          key={tab}
          to={tab}
          params={{ username }}
          className="profile-tabs__tab"
          aria-current={tab === current ? 'page' : undefined}
        >
          {profileTabsTexts.tabs[tab]}
        </Link>
      ))}
    </nav>
  );
}
