import { predefinedCatalogId } from '#contract/catalogs.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { ObjectStore } from '#shared/ports/object-store.ts';
import { buildWorld, DEFAULT_SEED_NOW } from './build-world.ts';
import { demoAccounts, demoEmail } from './demo-accounts.ts';
import { DEMO_READER } from './engagement-plan.ts';
import { writeWorld } from './write-world.ts';
import type { SeedWorld } from './world.ts';

export interface SeedOptions {
  /** The instant the demo world is built around: stories spread over the eighteen months before it. */
  now?: number;
}

/**
 * The first demo account's e-mail claim, written last: its presence means a complete seed. (E-mails
 * came with the accounts work, so a table seeded before them is seeded again, over itself, once.)
 */
const marker = { kind: 'email', value: demoEmail(demoAccounts[0]?.username ?? 'theo_okafor') } as const;

/**
 * Writes the demo world (writers, publications, stories, tags, staff picks, images) and returns what it
 * wrote. Deterministic and idempotent: a second run writes the very same items over the first.
 */
export async function seedDemoContent(
  data: FolioData,
  objects: ObjectStore,
  options: SeedOptions = {},
): Promise<SeedWorld> {
  const world = buildWorld(options.now ?? DEFAULT_SEED_NOW);
  const markerClaim = world.claims.find(
    (claim) => claim.kind === marker.kind && claim.value === marker.value,
  );
  if (!markerClaim) throw new Error(`the demo world has no claim for ${marker.value}`);
  await writeWorld(data, objects, world, markerClaim);
  return world;
}

/**
 * True once a seed has completed on this table, so `npm start` seeds only on its first run. Readers'
 * engagement came with issue #13: a table seeded before it (no Reading list for the demo reader) is
 * seeded again, over itself, once.
 */
export async function isSeeded(data: FolioData): Promise<boolean> {
  const { claim, catalog } = data.entities;
  const { data: done } = await claim.get({ kind: marker.kind, value: marker.value }).go();
  if (!done) return false;
  const { data: reader } = await claim.get({ kind: 'username', value: DEMO_READER }).go();
  if (!reader) return false;
  const { data: list } = await catalog.get({ id: predefinedCatalogId(reader.ownerId, 'READING_LIST') }).go();
  return list !== null;
}
