import { randomBytes } from 'node:crypto';
import * as z from 'zod';

/** Everything of search in the object store lives under this prefix (never served by CloudFront). */
export const searchObjectPrefix = 'search/';
export const manifestKey = `${searchObjectPrefix}manifest.json`;

const uniqueSuffix = () => randomBytes(6).toString('hex');
export const snapshotKeyFor = (version: number) =>
  `${searchObjectPrefix}snapshots/${version}-${uniqueSuffix()}.json.gz`;
export const deltaKeyFor = (version: number) =>
  `${searchObjectPrefix}deltas/${version}-${uniqueSuffix()}.json`;

/**
 * The published state of the index (decision 228): a snapshot and the deltas applied after it, in
 * order. Every publish writes version + 1; objects a compaction superseded are `retired` and deleted
 * by a later publish, once no search Lambda can still be reading them.
 */
export const manifestSchema = z.object({
  version: z.number().int().min(0),
  snapshotKey: z.string().nullable(),
  deltaKeys: z.array(z.string()),
  retired: z.array(z.object({ key: z.string(), at: z.number() })),
});
export type Manifest = z.output<typeof manifestSchema>;

export const emptyManifest: Manifest = { version: 0, snapshotKey: null, deltaKeys: [], retired: [] };

/** Another writer published since this one read the manifest: its work would be lost, so it fails. */
export class LostPublishRace extends Error {
  constructor(expected: number, found: number) {
    super(`The search index moved from version ${expected} to ${found} while this writer worked on it.`);
    this.name = 'LostPublishRace';
  }
}
