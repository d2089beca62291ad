import { texts } from '#web/lib/texts.ts';
import { type LayoutName, type PageDefinition, withoutQueries } from '#web/routes/page-registry.ts';

/**
 * A page of spec 1 §2.1 that exists (its routes match, its layout shows) but whose content belongs to
 * later work. It answers 200 (the address is right and will stay), is never cached ('other' pages
 * get `private, no-store`) and asks search engines not to index it.
 */
export function pendingPage(
  layout: LayoutName,
  options: Pick<PageDefinition, 'navigation' | 'fixedNavbar'> = {},
): PageDefinition {
  return {
    layout,
    ...options,
    load: () => import('./pending-page.tsx').then(({ PendingPage }) => ({ Page: PendingPage })),
    data: withoutQueries(() => ({
      title: `${texts.pendingPage.heading} | ${texts.siteName}`,
      noindex: true,
    })),
    cacheKind: 'other',
  };
}
