import type { ApolloCache } from '@apollo/client';
import type { RouteParams } from '#web/routes/catalogue.ts';
import type { PublicationBar_CollectionFragment } from '#graphql/generated/operations.ts';
import type { Answered } from '#web/lib/testing/answered.ts';
import { publicationNavigationQuery } from './publication-navigation-query.ts';

type BarCollection = Answered<PublicationBar_CollectionFragment>;

/** For tests: a publication as PublicationNavigationQuery answers it, with one item of each destination. */
export function barCollection(change: Partial<BarCollection> = {}): BarCollection {
  return {
    __typename: 'Collection',
    id: 'c1',
    slug: 'the-pub',
    name: 'The Pub',
    domain: null,
    logo: null,
    navigationItems: [
      { title: 'Poetry', value: 'poetry', destination: 'TAG' },
      { title: 'Shop', value: 'https://shop.example.com/', destination: 'URL' },
    ],
    subscriberCount: 40,
    viewerEdge: {
      __typename: 'CollectionViewerEdge',
      id: 'c1:visitor',
      isEditor: false,
      isFollowing: false,
      isMuting: false,
    },
    ...change,
  };
}

/** Puts the bar's answer for the route's publication in the cache, as a page's preload leaves it. */
export function writeBarCollection(cache: ApolloCache, params: RouteParams, collection: BarCollection) {
  const typed = {
    ...collection,
    logo: collection.logo && { __typename: 'ImageMetadata', ...collection.logo },
    navigationItems: collection.navigationItems.map((item) => ({ __typename: 'NavigationItem', ...item })),
  };
  cache.writeQuery({ ...publicationNavigationQuery(params), data: { collectionByDomainOrSlug: typed } });
}
