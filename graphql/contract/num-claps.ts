import * as z from 'zod';
import { clapLimits, clapMessages } from './claps.ts';

/** How many claps one request carries: the clap mutation and `/_/vote/…` validate it alike. */
export const numClapsSchema = z
  .number(clapMessages.numClapsOutside)
  .int(clapMessages.numClapsOutside)
  .min(1, clapMessages.numClapsOutside)
  .max(clapLimits.perReaderPerStory, clapMessages.numClapsOutside);
