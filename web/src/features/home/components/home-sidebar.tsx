import { useQuery } from '@apollo/client/react';
import type { HomeSidebar_PostFragment } from '#graphql/generated/operations.ts';
import { WhoToFollow } from '#web/connected/who-to-follow/who-to-follow.tsx';
import { postRoute } from '#web/lib/post-route.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { HomeSidebarQuery, homeSidebarVariables } from '../api/home-sidebar-query.ts';
import { homeTexts } from '../texts.ts';

function SidebarStory({ post }: { post: HomeSidebar_PostFragment }) {
  const route = postRoute(post);
  return (
    <li className="home-sidebar__story">
      <span className="home-sidebar__writer">{post.creator.name}</span>
      <Link to={route.name} params={route.params} className="home-sidebar__title">
        {post.title}
      </Link>
    </li>
  );
}

/**
 * The signed-in home's sidebar (spec 1 §2.1: 368/352 px, hidden below large screens): staff picks, who
 * to follow (web/src/connected/who-to-follow/, with a reason per writer) and the reader's Reading list.
 * Asked after hydration.
 */
export function HomeSidebar() {
  const session = useViewerSession();
  const signedIn = session.kind === 'signed-in';
  const { data } = useQuery(HomeSidebarQuery, { variables: homeSidebarVariables, skip: !signedIn });
  if (!signedIn || !data) return null;
  const picks = data.staffPicksFeed.items.map((item) => item.post);
  const saved =
    data.catalogItems.__typename === 'CatalogItemConnection'
      ? data.catalogItems.items.flatMap((item) => (item.post ? [item.post] : []))
      : [];
  return (
    <div className="home-sidebar">
      <section aria-labelledby="home-sidebar-picks">
        <h2 id="home-sidebar-picks" className="home-sidebar__heading">
          {homeTexts.staffPicks}
        </h2>
        <ul className="home-sidebar__list">
          {picks.map((post) => (
            <SidebarStory key={post.id} post={post} />
          ))}
        </ul>
      </section>
      <WhoToFollow />
      <section aria-labelledby="home-sidebar-reading-list">
        <h2 id="home-sidebar-reading-list" className="home-sidebar__heading">
          {homeTexts.readingList}
        </h2>
        {saved.length === 0 ? (
          <p className="home-sidebar__empty">{homeTexts.readingListEmpty}</p>
        ) : (
          <ul className="home-sidebar__list">
            {saved.map((post) => (
              <SidebarStory key={post.id} post={post} />
            ))}
          </ul>
        )}
        <Link to="ShowYourLists" params={{}} className="home-sidebar__more">
          {homeTexts.seeFullList}
        </Link>
      </section>
    </div>
  );
}
