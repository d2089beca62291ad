import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import type { PageProps } from '#web/routes/page-registry.ts';
import { ResponsesSection } from '#web/connected/responses/responses-section.tsx';
import { ProfileLink } from '#web/ui/entity-links.tsx';
import { PostCard } from '#web/ui/post-card/post-card.tsx';
import { pageCatalog, useCatalogPageQuery, type CatalogOfPage } from '../api/catalog-page-query.ts';
import { catalogSlugIdOf } from '../list-params.ts';
import { listsTexts as texts } from '../texts.ts';
import { CatalogBar } from './catalog-bar.tsx';
import { CatalogSummary } from './catalog-summary.tsx';
import { ShowMoreItems } from './show-more-items.tsx';
import { useAfterPostRead } from './use-after-post-read.ts';

/** The owner's tools and the Save list button: their own chunk, loaded after hydration when they apply. */
const OwnerDetails = lazy(() =>
  import('./owner-tools.tsx').then(({ OwnerDetails }) => ({ default: OwnerDetails })),
);
const ItemControls = lazy(() =>
  import('./owner-tools.tsx').then(({ ItemControls }) => ({ default: ItemControls })),
);
const FollowListButton = lazy(() =>
  import('./follow-list-button.tsx').then(({ FollowListButton }) => ({ default: FollowListButton })),
);

/** Who is looking, known in the browser only after hydration: the owner, another reader, or a visitor. */
function useRelation(catalog: CatalogOfPage | undefined): 'owner' | 'reader' | 'visitor' {
  const hydrated = useHydrated();
  const session = useViewerSession();
  if (!hydrated || session.kind !== 'signed-in' || !catalog) return 'visitor';
  return session.viewer.id === catalog.creator.id ? 'owner' : 'reader';
}

/**
 * A list: its name, description and owner, its bar (claps, responses, share), then its items in order,
 * each with its note, and the responses to it.
 */
export function CatalogPage({ params }: PageProps) {
  const slugId = catalogSlugIdOf(params);
  const { data, refetch } = useCatalogPageQuery(slugId, true);
  useAfterPostRead(refetch);
  const page = pageCatalog(data);
  const relation = useRelation(page?.catalog);
  if (!page) return null;
  const { catalog, items, next } = page;
  const isOwner = relation === 'owner';
  // Asked with the engagement fields (page-data.ts), so always there on this page.
  const engaged = 'responsesCount' in catalog ? catalog : undefined;
  return (
    <article className="catalog">
      <header className="catalog__header">
        <p className="catalog__owner">
          <ProfileLink user={catalog.creator}>{texts.by(catalog.creator.name)}</ProfileLink>
          {' · '}
          {texts.stories(catalog.itemsCount)}
          {catalog.visibility !== 'PUBLIC' && ` · ${texts.private}`}
        </p>
        <h1 className="catalog__title">{catalog.name}</h1>
        {catalog.description && <p className="catalog__description">{catalog.description}</p>}
        {relation !== 'visitor' && (
          <Suspense fallback={null}>
            {isOwner ? <OwnerDetails catalog={catalog} /> : <FollowListButton catalog={catalog} />}
          </Suspense>
        )}
        {engaged && <CatalogBar catalog={engaged} />}
      </header>
      {items.length === 0 ? (
        <p className="story-list__empty">{texts.emptyList}</p>
      ) : (
        <ol className="catalog__items">
          {items.map((item, index) => (
            <li key={item.catalogItemId} className="catalog__item">
              {item.post && <PostCard post={item.post} />}
              {item.post?.viewerEdge.readingList === 'READING_LIST_ARCHIVE' && (
                <p className="catalog__read">{texts.read}</p>
              )}
              {item.catalog && (
                <ul className="catalog-summaries">
                  <CatalogSummary catalog={item.catalog} own={isOwner} />
                </ul>
              )}
              {item.note && <p className="catalog__note">{item.note}</p>}
              {isOwner && (
                <Suspense fallback={null}>
                  <ItemControls catalog={catalog} items={items} index={index} slugId={slugId} />
                </Suspense>
              )}
            </li>
          ))}
        </ol>
      )}
      <ShowMoreItems slugId={slugId} next={next} />
      {engaged && <ResponsesSection kind="catalog" post={engaged} />}
    </article>
  );
}
