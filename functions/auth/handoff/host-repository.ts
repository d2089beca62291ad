import type { FolioData } from '../../shared/data.ts';

/**
 * The table code of session hand-offs (beside core/auth-repository.ts, which keeps the grants and
 * sessions they use): which hosts are Folio's to hand a session to. One function per access pattern.
 */
export function createHandoffHostRepository(data: FolioData) {
  const { collection, user } = data.entities;

  return {
    /** Whether a publication has `host` as its live custom domain: Query gsi2 (byDomain), one item. */
    async isLiveCustomDomain(host: string): Promise<boolean> {
      const { data: items } = await collection.query.byDomain({ domain: host }).go({ limit: 1 });
      return items.length > 0;
    },

    /** Whether the writer `username` claimed their subdomain: Query gsi1 (byUsername), one item. */
    async hasClaimedSubdomain(username: string): Promise<boolean> {
      const { data: items } = await user.query.byUsername({ username }).go({ limit: 1 });
      return items[0]?.hasSubdomain === true;
    },
  };
}

export type HandoffHostRepository = ReturnType<typeof createHandoffHostRepository>;
