import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { ComponentType } from 'react';
import type { RouteParams } from './catalogue.ts';

/** Spec 1 §2.1 layouts; the publication layout is the community-* pages' (flag enable_lite_publications). */
export type LayoutName = 'basic' | 'top-navigation' | 'two-column' | 'publication';

/** How the page cache rules of spec 3 §4 see a page. */
export type CacheKind = 'home' | 'post' | 'topic' | 'library' | 'other';

export interface PageProps {
  params: RouteParams;
}

/** A page's script: the main column, and what the two-column layout shows beside it. */
export interface PageModule {
  Page: ComponentType<PageProps>;
  Sidebar?: ComponentType<PageProps>;
}

/** A query a page loads before it shows. */
export interface PreloadQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/** The same with its types, as each operation file builds it. */
export interface TypedQuery<TData, TVariables extends OperationVariables> extends PreloadQuery {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
}

/** Reads a preloaded query back from the cache; null when it is not there. */
export type CacheReader = <TData, TVariables extends OperationVariables>(
  request: TypedQuery<TData, TVariables>,
) => TData | null;

export interface PageHead {
  title: string;
  description?: string;
  /** An image path on our host (`/_/image/{id}`) for link previews. */
  image?: string;
  kind?: 'article' | 'profile' | 'website';
  /** The page's canonical address: absolute, or a path on our host (the document makes it absolute). */
  canonical?: string;
  /** Asks search engines not to index the page (pages without their content yet). */
  noindex?: boolean;
  /** The page's RSS feed (decision 263), named to feed readers: its title and a path on our host. */
  feed?: { title: string; path: string };
}

/**
 * What a page preloads and how it describes itself. A page with queries keeps them in its own module
 * (`page-data.ts` beside its `page.ts`, imported on demand), so their documents stay out of the entry
 * every page downloads.
 */
export interface PageData {
  /** The data the page shows, loaded before it renders (server) or before navigating to it (browser). */
  queries: (params: RouteParams) => PreloadQuery[];
  /** Reads the loaded data: the document head, or null when the page's subject does not exist (→ 404). */
  describe: (read: CacheReader, params: RouteParams) => PageHead | null;
}

export interface PageDefinition {
  layout: LayoutName;
  /** Spec 1 §2.1: some pages show only the wordmark in their navigation. */
  navigation?: 'full' | 'wordmark';
  /** Spec 1 §2.1: the top-navigation layout's fixed-navbar option. */
  fixedNavbar?: boolean;
  /** The page's script; split out of the entry so a page costs only its own JavaScript. */
  load: () => Promise<PageModule>;
  /**
   * The page's data module (`() => import('./page-data.ts')`), split out of the entry like its script;
   * `withoutQueries` for a page that preloads nothing.
   */
  data: () => Promise<PageData>;
  cacheKind: CacheKind;
  /**
   * Query parameters the page reads into its params (find-page.ts `withQueryParams`): the post page's
   * friend link key (`sk`, decision 142). Every other parameter stays out of the page's data.
   */
  queryParams?: readonly string[];
  /**
   * Its data is asked only when the page opens, never ahead of a navigation (a link pointed at): the
   * story page, whose opening may spend the reader's metered allowance (decision 141).
   */
  dataOnOpen?: boolean;
  /** Spec 1 §2.2: on publication pages a failed query shows the 404 page rather than the 500 one. */
  errorShowsNotFound?: boolean;
}

/**
 * The data of a page that preloads nothing: its head alone, without a module of its own (no request
 * for a few bytes of title).
 */
export const withoutQueries =
  (describe: PageData['describe']): PageDefinition['data'] =>
  () =>
    Promise.resolve({ queries: () => [], describe });

export interface PageRegistry {
  get(page: string): PageDefinition;
  names(): string[];
}

/**
 * A page's script or data module, loaded once: later calls share the first load (a dynamic import costs
 * its module resolution every time it is called, which the server would pay on every render). A failed
 * load is forgotten, so the next call tries again.
 */
function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** Page name → definition. An unknown name is a developer error and throws (spec 1 §2.1). */
export function createPageRegistry(pages: Readonly<Record<string, PageDefinition>>): PageRegistry {
  const definitions = new Map(
    Object.entries(pages).map(([name, definition]) => [
      name,
      { ...definition, load: loadedOnce(definition.load), data: loadedOnce(definition.data) },
    ]),
  );
  return {
    get(page) {
      const definition = definitions.get(page);
      if (!definition) throw new Error(`Expected ${page} page to exist.`);
      return definition;
    },
    names: () => [...definitions.keys()],
  };
}
