import type { FolioData } from '#shared/data/data.ts';
import { createCollectionReads } from '#shared/data/reads/collections.ts';
import { createUserReads } from '#shared/data/reads/users.ts';

/**
 * The table code of session hand-offs (beside core/auth-repository.ts, which keeps the grants and
 * sessions they use): which hosts are Folio's to hand a session to. One function per access pattern.
 */
export function createHandoffHostRepository(data: FolioData) {
  const { findCollectionByDomain } = createCollectionReads(data);
  const { findUserByUsername } = createUserReads(data);

  return {
    /** Whether a publication has `host` as its live custom domain: Query gsi2 (byDomain), one item. */
    async isLiveCustomDomain(host: string): Promise<boolean> {
      return (await findCollectionByDomain(host)) !== undefined;
    },

    /** Whether the writer `username` claimed their subdomain: Query gsi1 (byUsername), one item. */
    async hasClaimedSubdomain(username: string): Promise<boolean> {
      return (await findUserByUsername(username))?.hasSubdomain === true;
    },
  };
}

export type HandoffHostRepository = ReturnType<typeof createHandoffHostRepository>;
