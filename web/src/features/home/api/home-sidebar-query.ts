import { gql, type TypedDocumentNode } from '@apollo/client';
import type * as Operations from '#graphql/generated/operations.ts';
import { predefinedCatalogSlugs } from '#contract/catalogs.ts';

/** How many staff picks and Reading list stories the sidebar shows. */
export const sidebarStories = 3;

/** The signed-in home's sidebar, asked after hydration: staff picks and the reader's Reading list. */
export const HomeSidebarQuery: TypedDocumentNode<
  Operations.HomeSidebarQuery,
  Operations.HomeSidebarQueryVariables
> = gql`
  query HomeSidebarQuery($limit: Int!, $readingList: ID!) {
    staffPicksFeed(paging: { limit: $limit }) {
      items {
        post {
          ...HomeSidebar_post
        }
      }
    }
    catalogItems(catalogSlugId: $readingList, paging: { limit: $limit }) {
      __typename
      ... on CatalogItemConnection {
        items {
          catalogItemId
          post {
            ...HomeSidebar_post
          }
        }
      }
    }
  }
  fragment HomeSidebar_post on Post {
    id
    uniqueSlug
    title
    creator {
      id
      name
      username
      imageId
      hasSubdomain
    }
    collection {
      id
      slug
      domain
    }
    statusForCollection
  }
`;

export const homeSidebarVariables = {
  limit: sidebarStories,
  readingList: predefinedCatalogSlugs.READING_LIST,
};
