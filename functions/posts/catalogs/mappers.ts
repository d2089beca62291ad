import {
  catalogSlugIdOf,
  catalogVisibilityCode,
  isPrivateCatalog,
  predefinedCatalogId,
  predefinedCatalogNames,
  type PredefinedCatalogType,
} from '#contract/catalogs.ts';
import { notFound } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { CatalogRecord } from './repository.ts';

const seconds = (epochMs: number) => Math.floor(epochMs / 1000);

/**
 * A stored list → the schema's Catalog. `creatorId` (Catalog.creator, users domain) and `storedItems`
 * (Catalog.items, resolved here in a batch) travel outside the schema.
 */
export function toGraphqlCatalog(record: CatalogRecord) {
  return {
    __typename: 'Catalog' as const,
    id: record.id,
    version: record.version,
    predefined: record.predefined ?? null,
    name: record.name,
    description: record.description,
    visibility: record.visibility,
    visibilityCode: catalogVisibilityCode(record.visibility),
    slugId: catalogSlugIdOf(record),
    creatorId: record.creatorId,
    storedItems: record.items,
    itemsCount: record.items.length,
    responsesCount: record.responsesCount ?? 0,
    hiddenResponsesCount: record.hiddenResponsesCount ?? 0,
    createdAt: seconds(record.createdAt),
    updatedAt: seconds(record.updatedAt),
  };
}

export type GraphqlCatalog = ReturnType<typeof toGraphqlCatalog>;

/** A predefined list before its first save: empty, private, at version 0 (its first write creates it). */
export const emptyPredefined = (userId: string, type: PredefinedCatalogType, now: number): CatalogRecord => ({
  id: predefinedCatalogId(userId, type),
  creatorId: userId,
  predefined: type,
  name: predefinedCatalogNames[type],
  description: '',
  visibility: 'PRIVATE',
  items: [],
  version: 0,
  createdAt: now,
  updatedAt: now,
});

/** Whom a list shows itself to: everyone when public (code 0), its owner alone otherwise. */
export const canSeeCatalog = (record: CatalogRecord, viewer: Viewer) =>
  !isPrivateCatalog(record.visibility) || record.creatorId === viewer.id;

/** The answer to a list the viewer may not see: the same as to an unknown id (decision 113). */
export const catalogNotFound = (id: string) => notFound(`No list with id ${id}.`);
