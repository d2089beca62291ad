import { useQuery } from '@apollo/client/react';
import { Link } from '#web/lib/router/link.tsx';
import type { PageProps } from '#web/routes/page-registry.ts';
import { ProfileTabs } from '#web/ui/profile-tabs/profile-tabs.tsx';
import { savedListsQuery, userListsQuery, yourListsQuery } from '../api/lists-queries.ts';
import { usernameOf } from '../list-params.ts';
import { listsTexts as texts } from '../texts.ts';
import { CatalogSummaries } from './catalog-summary.tsx';

/** Medium's two tabs of /me/lists: Your lists and Saved lists, links with the current one marked. */
function ListsTabs({ current }: { current: 'yours' | 'saved' }) {
  return (
    <nav className="lists-tabs" aria-label={texts.tabsLabel}>
      <Link to="ShowYourLists" params={{}} aria-current={current === 'yours' ? 'page' : undefined}>
        {texts.yourLists}
      </Link>
      <Link to="ShowYourFollowedLists" params={{}} aria-current={current === 'saved' ? 'page' : undefined}>
        {texts.savedLists}
      </Link>
    </nav>
  );
}

/** /me/lists: the Reading list and the viewer's own lists, private ones included. */
export function YourListsPage() {
  const request = yourListsQuery();
  const { data } = useQuery(request.query, { variables: request.variables });
  const catalogs = data?.viewer?.catalogsConnection.catalogs ?? [];
  return (
    <section className="lists-page">
      <h1 className="lists-page__title">{texts.yourLists}</h1>
      <ListsTabs current="yours" />
      <CatalogSummaries catalogs={catalogs} own empty={texts.emptyYours} />
    </section>
  );
}

/** /me/lists/saved: the lists the viewer follows. */
export function SavedListsPage() {
  const request = savedListsQuery();
  const { data } = useQuery(request.query, { variables: request.variables });
  const answer = data?.followedCatalogs;
  const catalogs = answer?.__typename === 'CatalogConnection' ? answer.catalogs : [];
  return (
    <section className="lists-page">
      <h1 className="lists-page__title">{texts.yourLists}</h1>
      <ListsTabs current="saved" />
      <CatalogSummaries catalogs={catalogs} own={false} empty={texts.emptySaved} />
    </section>
  );
}

/** /@{username}/lists: a reader's public lists (their own view shows every list), under the profile's tabs. */
export function UserListsPage({ params }: PageProps) {
  const request = userListsQuery(usernameOf(params));
  const { data } = useQuery(request.query, { variables: request.variables });
  const user = data?.userResult;
  if (user?.__typename !== 'User') return null;
  return (
    <section className="lists-page">
      <h1 className="lists-page__title">{texts.listsOf(user.name)}</h1>
      <ProfileTabs username={user.username} />
      <CatalogSummaries catalogs={user.catalogsConnection.catalogs} own={false} empty={texts.emptyProfile} />
    </section>
  );
}
