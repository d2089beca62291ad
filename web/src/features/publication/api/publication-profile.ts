import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { RouteParams } from '#web/routes/catalogue.ts';
import { collectionDomainOrSlug } from '#web/routes/collection-param.ts';
import type { CacheReader, TypedQuery } from '#web/routes/page-registry.ts';
import type * as Operations from '#graphql/generated/operations.ts';
import { publicationProfileMainCollectionQuery } from './publication-profile-main-collection-query.ts';
import { publicationProfileMainPublicationQuery } from './publication-profile-main-publication-query.ts';

/** The answer of either query: one of the two fields. */
type ProfileData = Partial<
  Operations.PublicationProfileMainCollectionQuery & Operations.PublicationProfileMainPublicationQuery
>;

/**
 * Spec 1 §2.3 publication shapes: /c/{collectionId} asks by id (PublicationProfileMainPublicationQuery),
 * /{collectionSlug} and custom domains by domain or slug (PublicationProfileMainCollectionQuery).
 */
export const publicationProfileQuery = (params: RouteParams) =>
  params.collectionId
    ? publicationProfileMainPublicationQuery(params.collectionId)
    : publicationProfileMainCollectionQuery(collectionDomainOrSlug(params));

const collectionOf = (
  data: ProfileData | null | undefined,
): Operations.PublicationProfile_CollectionFragment | null =>
  data?.collection ?? data?.collectionByDomainOrSlug ?? null;

/** The page's collection from the cache (the server preloaded it): null when it does not exist. */
export const readProfileCollection = (read: CacheReader, params: RouteParams) =>
  collectionOf(
    read(publicationProfileQuery(params) as unknown as TypedQuery<ProfileData, OperationVariables>),
  );

export function usePublicationProfile(params: RouteParams) {
  const { query, variables } = publicationProfileQuery(params);
  const result = useQuery(query as TypedDocumentNode<ProfileData, OperationVariables>, { variables });
  return { ...result, collection: collectionOf(result.data) };
}
