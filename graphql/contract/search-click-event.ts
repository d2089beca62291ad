import * as z from 'zod';
import { searchLimits } from './search.ts';

/** Spec 3 §7 SearchClickEvent, as the events endpoint takes it: its key and its data. */
export const searchClickEventKey = 'search.click';

/** queryId, indexName, objectIds, positions (1-based): one position per object id. */
export const searchClickEventDataSchema = z
  .object({
    queryId: z.string().min(1).max(100),
    indexName: z.string().min(1).max(100),
    objectIds: z.array(z.string().min(1).max(200)).min(1).max(20),
    positions: z.array(z.number().int().min(1).max(searchLimits.maxReachableHits)).min(1).max(20),
  })
  .refine((data) => data.positions.length === data.objectIds.length, 'one position per object id');

export type SearchClickEventData = z.infer<typeof searchClickEventDataSchema>;
