import { Link } from '#web/lib/router/link.tsx';
import { postRoute } from '#web/lib/post-route.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { pageCatalog, useCatalogPageQuery } from '../api/catalog-page-query.ts';
import { catalogSlugIdOf } from '../list-params.ts';
import { listsTexts as texts } from '../texts.ts';

/**
 * /embed/list/{catalogSlugId} (spec 1 §2.1: basic layout), made to be shown in an iframe on another site:
 * the list's name, owner and stories, every link opening Folio in a new tab. Public lists only
 * (page-data.ts answers 404 for any other).
 */
export function EmbedCatalogPage({ params }: PageProps) {
  const { data } = useCatalogPageQuery(catalogSlugIdOf(params));
  const page = pageCatalog(data);
  if (!page) return null;
  const { catalog, items } = page;
  return (
    <article className="catalog catalog--embed">
      <h1 className="catalog__title">
        <Link
          to="ShowUserList"
          params={{ username: catalog.creator.username, catalogSlugId: catalog.slugId }}
          target="_blank"
          rel="noopener"
        >
          {catalog.name}
        </Link>
      </h1>
      <p className="catalog__owner">
        {texts.by(catalog.creator.name)} · {texts.stories(catalog.itemsCount)}
      </p>
      <ol className="catalog__embed-items">
        {items.flatMap((item) => {
          if (!item.post) return [];
          const route = postRoute(item.post);
          return [
            <li key={item.catalogItemId}>
              <Link to={route.name} params={route.params as never} target="_blank" rel="noopener">
                {item.post.title}
              </Link>
              {item.note && <p className="catalog__note">{item.note}</p>}
            </li>,
          ];
        })}
      </ol>
    </article>
  );
}
