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

/** A snapshot and the deltas applied after it, in order. */
const stateSchema = z.object({ snapshotKey: z.string().nullable(), deltaKeys: z.array(z.string()) });
export type IndexState = z.output<typeof stateSchema>;

/**
 * The published state of the index (decision 228). Every publish writes version + 1; objects a
 * compaction superseded are `retired` and deleted by a later publish, once no search Lambda can still
 * be reading them. A compaction names the state it compacted, its own batch as a last delta
 * (`compactedFrom`, decision 271): a search Lambda that holds part of it replays the rest instead of
 * loading the new snapshot.
 */
export const manifestSchema = stateSchema.extend({
  version: z.number().int().min(0),
  retired: z.array(z.object({ key: z.string(), at: z.number() })),
  compactedFrom: stateSchema.nullable().default(null),
});
export type Manifest = z.output<typeof manifestSchema>;

export const emptyManifest: Manifest = {
  version: 0,
  snapshotKey: null,
  deltaKeys: [],
  retired: [],
  compactedFrom: null,
};

/** Another writer published since this one read the manifest: its work would be lost, so it fails. */
export class LostPublishRace extends Error {
  constructor(expected: number, found: number) {
    super(`The search index moved from version ${expected} to ${found} while this writer worked on it.`);
    this.name = 'LostPublishRace';
  }
}
