import { gql } from '@apollo/client';
import { ClapButton_catalog } from '#web/connected/claps/clap-button-fragment.ts';
import { ResponsesSection_catalog } from '#web/connected/responses/threaded-responses-query.ts';
import { PostCard_post } from '#web/ui/post-card/post-card-fragment.ts';

/** A list as a row of Your lists, Saved lists and a profile's lists. */
export const CatalogSummary_catalog = gql`
  fragment CatalogSummary_catalog on Catalog {
    id
    name
    description
    visibility
    predefined
    slugId
    itemsCount
    creator {
      id
      name
      username
    }
  }
`;

/** A list as its page shows it (its items come beside it: catalog-page-query.ts). */
export const CatalogPage_catalog = gql`
  fragment CatalogPage_catalog on Catalog {
    ...CatalogSummary_catalog
    version
    viewerIsFollowing
  }
  ${CatalogSummary_catalog}
`;

/**
 * What the list's page shows under its items and in its bar (decision 119): claps, responses and the
 * first page of them. Not the embed's.
 */
export const CatalogPage_engagement = gql`
  fragment CatalogPage_engagement on Catalog {
    id
    responsesCount
    ...ClapButton_catalog
    ...ResponsesSection_catalog
  }
  ${ClapButton_catalog}
  ${ResponsesSection_catalog}
`;

/** A page of a list's items as its page shows them, and where the next page starts. */
export const CatalogPage_items = gql`
  fragment CatalogPage_items on CatalogItemConnection {
    pagingInfo {
      next {
        limit
        to
      }
    }
    items {
      catalogItemId
      type
      note
      post {
        ...PostCard_post
        # Spec 3 §3 post reading-list states: a story the viewer finished is marked read.
        viewerEdge {
          readingList
        }
      }
      catalog {
        ...CatalogSummary_catalog
      }
    }
  }
  ${CatalogSummary_catalog}
  ${PostCard_post}
`;
