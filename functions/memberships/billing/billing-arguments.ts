import * as z from 'zod';
import { pagingSchema } from '#contract/paging.ts';

export const historyArguments = z.object({ paging: pagingSchema });
/** A provider's charge id (`ch_…`): anything else cannot be one of the viewer's. */
export const chargeArguments = z.object({
  chargeId: z
    .string()
    .max(255)
    .regex(/^[\w-]+$/, 'must be a charge id'),
});
