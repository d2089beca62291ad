import * as z from 'zod';

export const defaultPageSize = 10;
export const maxPageSize = 25;

/** The PagingOptions input: limit 1–25 (default 10), `to` an opaque cursor from a previous page. */
export const pagingSchema = z
  .object({
    limit: z.number().int().min(1).max(maxPageSize).nullish(),
    to: z.string().max(2048).nullish(),
  })
  .nullish()
  .transform((paging) => ({ limit: paging?.limit ?? defaultPageSize, cursor: paging?.to ?? null }));

export type Paging = z.output<typeof pagingSchema>;

/** The PagingInfo answer for a page that ElectroDB ended at `cursor` (null on the last page). */
export const pagingInfo = (limit: number, cursor: string | null) => ({
  next: cursor ? { limit, to: cursor } : null,
});
