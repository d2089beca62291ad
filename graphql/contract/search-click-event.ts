import * as z from 'zod';
import { searchLimits } from './search.ts';
import type { SearchClickEventData } from './search-click.ts';

/** SearchClickEvent's data as the events endpoint checks it (search-click.ts): one position per object id. */
export const searchClickEventDataSchema = z
  .object({
    queryId: z.string().min(1).max(100),
    indexName: z.string().min(1).max(100),
    objectIds: z.array(z.string().min(1).max(200)).min(1).max(20),
    positions: z.array(z.number().int().min(1).max(searchLimits.maxReachableHits)).min(1).max(20),
  })
  .refine(
    (data) => data.positions.length === data.objectIds.length,
    'one position per object id',
  ) satisfies z.ZodType<SearchClickEventData>;
