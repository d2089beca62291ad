import type { CatalogSummary_CatalogFragment } from '#graphql/generated/operations.ts';
import { Link } from '#web/lib/router/link.tsx';
import { listsTexts as texts } from '../texts.ts';

/** One list as a row: its name (a link to its page), how many stories, and whether it is private. */
export function CatalogSummary({ catalog, own }: { catalog: CatalogSummary_CatalogFragment; own: boolean }) {
  const link = own ? (
    <Link to="ShowYourList" params={{ catalogSlugId: catalog.slugId }} className="catalog-summary__name">
      {catalog.name}
    </Link>
  ) : (
    <Link
      to="ShowUserList"
      params={{ username: catalog.creator.username, catalogSlugId: catalog.slugId }}
      className="catalog-summary__name"
    >
      {catalog.name}
    </Link>
  );
  return (
    <li className="catalog-summary">
      <h2 className="catalog-summary__title">{link}</h2>
      {catalog.description && <p className="catalog-summary__description">{catalog.description}</p>}
      <p className="catalog-summary__meta">
        {own ? '' : `${texts.by(catalog.creator.name)} · `}
        {texts.stories(catalog.itemsCount)}
        {catalog.visibility !== 'PUBLIC' && (
          <span className="catalog-summary__private"> · {texts.private}</span>
        )}
      </p>
    </li>
  );
}

export function CatalogSummaries({
  catalogs,
  own,
  empty,
}: {
  catalogs: readonly CatalogSummary_CatalogFragment[];
  own: boolean;
  empty: string;
}) {
  if (catalogs.length === 0) return <p className="story-list__empty">{empty}</p>;
  return (
    <ul className="catalog-summaries">
      {catalogs.map((catalog) => (
        <CatalogSummary key={catalog.id} catalog={catalog} own={own} />
      ))}
    </ul>
  );
}
