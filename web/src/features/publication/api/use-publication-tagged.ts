import { useQuery } from '@apollo/client/react';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { publicationTaggedQuery } from './publication-tagged-query.ts';

/** The tagged page's publication, tag and stories, from the cache the server filled. */
export function usePublicationTagged(params: RouteParams) {
  const { query, variables } = publicationTaggedQuery(params);
  const result = useQuery(query, { variables });
  return {
    ...result,
    collection: result.data?.collectionByDomainOrSlug ?? null,
    tag: result.data?.tag ?? null,
  };
}
