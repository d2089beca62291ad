import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { ShowMoreButton } from '#web/ui/show-more/show-more-button.tsx';
import { CatalogMoreItemsQuery } from '../api/catalog-page-query.ts';

/**
 * "Show more" under a list's items while pages remain: the next page is asked from the network (the
 * cache keeps one list of items per list, whatever the cursor) and appended by Query.catalogItems'
 * merge (lib/apollo/cursor-paginated.ts), so the page's own query shows it.
 */
export function ShowMoreItems({ slugId, next }: { slugId: string; next: string | null }) {
  const client = useApolloClient();
  const [loadingMore, setLoadingMore] = useState(false);
  const fetchMore = async ({ variables: { to } }: { variables: { to: string } }) => {
    setLoadingMore(true);
    try {
      await client.query({
        query: CatalogMoreItemsQuery,
        variables: { catalogSlugId: slugId, to },
        fetchPolicy: 'network-only',
      });
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <ShowMoreButton
      next={next ? { to: next } : null}
      fetchMore={fetchMore}
      loadingMore={loadingMore}
      what="list items"
    />
  );
}
