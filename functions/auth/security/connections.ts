import type { ConnectedAccount } from '#graphql/generated/schema-types.ts';
import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { AuthRepository } from '../core/auth-repository.ts';
import { unauthorized, withSession } from '../core/viewer-guard.ts';
import { providerCatalogue, type OidcProviderName } from '../core/identity/providers.ts';
import type { IdentityItem, IdentityRepository } from '../core/identity/identity-repository.ts';

export const connectionMessages = {
  notConnected: (label: string) => `Your account is not connected to ${label}.`,
  onlyWayIn: (label: string) =>
    `${label} is the only way you can sign in. Add an email address or set a password first, then disconnect ${label}.`,
} as const;

type ViewerUpdate = GraphqlUser | ResultValue<'Unauthorized' | 'NotFound' | 'BadRequest'>;

export interface ConnectionsDependencies {
  repository: Pick<AuthRepository, 'findUserById'>;
  identities: Pick<IdentityRepository, 'listIdentitiesByUser' | 'unlinkIdentity'>;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** One row per provider (a reader may have linked two accounts of one provider): the first link's date. */
function byProvider(identities: IdentityItem[]): ConnectedAccount[] {
  const first = new Map<string, number>();
  for (const { provider, createdAt } of identities) {
    first.set(provider, Math.min(first.get(provider) ?? createdAt, createdAt));
  }
  return [...first]
    .sort(([, a], [, b]) => a - b)
    .map(([provider, at]) => ({ __typename: 'ConnectedAccount', provider, connectedAt: seconds(at) }));
}

/** Security settings' connected accounts: the viewer's identity links, listed and removed. */
export function createConnections({ repository, identities: identityRepository }: ConnectionsDependencies) {
  return {
    /** User.connectedAccounts: oldest first; null unless the User is the viewer. */
    async connectedAccountsOf(userId: string, viewer: Viewer): Promise<ConnectedAccount[] | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      return byProvider(await identityRepository.listIdentitiesByUser(userId));
    },

    /** User.twitterScreenName: the handle of the viewer's linked X account; null for anyone else. */
    async twitterScreenNameOf(userId: string, viewer: Viewer): Promise<string | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      const identities = await identityRepository.listIdentitiesByUser(userId);
      return (
        identities.find((identity) => identity.provider === 'twitter' && identity.handle)?.handle ?? null
      );
    },

    /**
     * Unlinks every account of `provider` from the viewer. Refused when that would leave no way in:
     * no e-mail address (an account made with X has none), no password and no other provider.
     */
    async disconnectAccount(provider: OidcProviderName, viewer: Viewer): Promise<ViewerUpdate> {
      const guard = withSession(viewer);
      if (guard.refusal) return guard.refusal;
      const { userId } = guard;
      const { label } = providerCatalogue[provider];
      const user = await repository.findUserById(userId);
      if (!user) return unauthorized();
      const identities = await identityRepository.listIdentitiesByUser(userId);
      const linked = identities.filter((identity) => identity.provider === provider);
      if (linked.length === 0)
        return { __typename: 'NotFound', message: connectionMessages.notConnected(label) };
      const otherWayIn =
        Boolean(user.email) ||
        user.hasPassword === true ||
        identities.some((identity) => identity.provider !== provider);
      if (!otherWayIn) return { __typename: 'BadRequest', message: connectionMessages.onlyWayIn(label) };
      for (const identity of linked)
        await identityRepository.unlinkIdentity(provider, identity.subject, userId);
      return toGraphqlUser(user, true);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
