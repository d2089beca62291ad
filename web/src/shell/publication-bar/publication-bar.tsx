import { imageUrl } from '#web/lib/format/image-url.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useRouter } from '#web/lib/router/router-context.ts';
import { PublicationLink } from '#web/ui/entity-links.tsx';
import { FollowButton } from '#web/connected/follow-button/follow-button.tsx';
import type { PublicationBar_CollectionFragment as BarCollection } from '#graphql/generated/operations.ts';
import { usePublicationNavigation } from './publication-navigation-query.ts';

/** A tag is the publication's own tagged page, in the app; a URL leaves the site as a plain link. */
function NavigationEntry({
  collection,
  item,
}: {
  collection: BarCollection;
  item: BarCollection['navigationItems'][number];
}) {
  switch (item.destination) {
    case 'TAG':
      return (
        <Link
          to="ShowCollectionTagged"
          params={{ collectionSlug: collection.slug, tagSlug: item.value }}
          className="publication-bar__link"
        >
          {item.title}
        </Link>
      );
    case 'URL':
      return (
        <a href={item.value} rel="noopener" className="publication-bar__link">
          {item.title}
        </a>
      );
  }
}

/**
 * Spec 1 §2.1: the publication layout's navigation bar, under the site header: the publication's logo (or
 * name) to its home, its navigation items and Follow. The items scroll sideways when the screen is too
 * narrow for them; each is a link, so Tab reaches it and the browser scrolls it into view. The route
 * names the publication (its slug, or the host on its own domain), and the page preloaded it.
 */
export function PublicationBar() {
  const { view } = useRouter();
  const collection = usePublicationNavigation(view.kind === 'page' ? view.params : {});
  if (!collection) return null;
  return (
    <nav className="publication-bar" aria-label={collection.name}>
      <PublicationLink collection={collection} className="publication-bar__home">
        {collection.logo ? (
          <img className="publication-bar__logo" src={imageUrl(collection.logo.id)} alt={collection.name} />
        ) : (
          collection.name
        )}
      </PublicationLink>
      {collection.navigationItems.length > 0 && (
        <ul className="publication-bar__items">
          {collection.navigationItems.map((item, index) => (
            <li key={`${index}:${item.title}`} className="publication-bar__item">
              <NavigationEntry collection={collection} item={item} />
            </li>
          ))}
        </ul>
      )}
      <FollowButton
        target={{ kind: 'collection', id: collection.id, name: collection.name }}
        isFollowing={collection.viewerEdge.isFollowing}
      />
    </nav>
  );
}
