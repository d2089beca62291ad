import type { FolioData } from './data.ts';
import { flagCatalogue, resolveFlags, type FlagName, type Flags, type FlagValue } from '#contract/flags.ts';

export interface FlagStoreOptions {
  /** How long a Lambda reuses what it read: a change reaches every container within this time. */
  cacheMs?: number;
  now?: () => number;
}

/**
 * The flag store over the table: one Query reads every stored value (they share a partition). Used by
 * the API (Query.variantFlags) and by operators through `npm run flags` (tools/flags.ts).
 */
export function createFlagStore(
  data: FolioData,
  { cacheMs = 30_000, now = Date.now }: FlagStoreOptions = {},
) {
  const { flag } = data.entities;
  let cached: { flags: Flags; readAt: number } | undefined;

  async function readStored() {
    const { data: items } = await flag.query.all({}).go({ pages: 'all' });
    return items.map((item) => ({
      name: item.name,
      value: (item.stringValue ?? item.boolValue ?? false) as FlagValue,
    }));
  }

  return {
    /** Every flag of the catalogue: the stored value, else its default. */
    async all(): Promise<Flags> {
      if (cached && now() - cached.readAt < cacheMs) return cached.flags;
      const flags = resolveFlags(await readStored());
      cached = { flags, readAt: now() };
      return flags;
    },

    /** Only the values operators stored, for `npm run flags -- list`. */
    stored: readStored,

    /** Stores a value; it must have the type of the flag's default. */
    async set(name: FlagName, value: FlagValue, updatedBy: string) {
      const expected = typeof flagCatalogue[name].default;
      if (typeof value !== expected)
        throw new Error(`Flag ${name} takes a ${expected}, not ${JSON.stringify(value)}.`);
      await flag
        .put({
          name,
          ...(typeof value === 'boolean' ? { boolValue: value } : { stringValue: value }),
          updatedAt: now(),
          updatedBy,
        })
        .go();
      cached = undefined;
    },

    /** Back to the catalogue's default. */
    async unset(name: FlagName) {
      await flag.delete({ name }).go();
      cached = undefined;
    },
  };
}

export type FlagStore = ReturnType<typeof createFlagStore>;
