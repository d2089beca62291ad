import type { IntegrationToken, Session } from '#graphql/generated/schema-types.ts';
import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { ResultValue } from '#shared/api/results.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { IntegrationTokenItem, IntegrationTokenRepository } from './integration-token-repository.ts';
import { firstRefusedLimit } from '#shared/data/rate-limit.ts';
import { rateLimits } from '../core/rate-limits.ts';
import type { AuthRepository, SessionItem } from '../core/auth-repository.ts';
import { randomToken, sha256Hex } from '../core/tokens.ts';
import { unauthorized, withSession } from '../core/viewer-guard.ts';

/** Integration tokens start with this, so a leaked one is recognisable (secret scanners, logs). */
export const integrationTokenPrefix = 'folio_';
export const maxIntegrationTokens = 20;

export const securityMessages = {
  sessionNotFound: 'That session does not exist, or it has already ended.',
  tokenNotFound: 'That token does not exist, or it has already been revoked.',
  tooManyTokens: `You can have at most ${maxIntegrationTokens} integration tokens. Revoke one you no longer use first.`,
} as const;

const seconds = (ms: number) => Math.floor(ms / 1000);

const toSession = (session: SessionItem, viewer: Viewer): Session => ({
  __typename: 'Session',
  id: session.idHash,
  method: session.method,
  userAgent: session.userAgent ?? '',
  createdAt: seconds(session.createdAt),
  lastSeenAt: seconds(session.lastSeenAt),
  isCurrent: session.idHash === viewer.sessionHash,
});

const toIntegrationToken = (token: IntegrationTokenItem): IntegrationToken => ({
  __typename: 'IntegrationToken',
  id: token.tokenHash,
  description: token.description,
  createdAt: seconds(token.createdAt),
  lastUsedAt: token.lastUsedAt === undefined ? null : seconds(token.lastUsedAt),
});

type ViewerUpdate = GraphqlUser | ResultValue<'Unauthorized' | 'NotFound'>;

export interface SessionsAndTokensDependencies {
  repository: AuthRepository;
  tokens: IntegrationTokenRepository;
  now: () => number;
}

/** Security settings: the viewer's sessions and integration tokens, listed and revoked. */
export function createSessionsAndTokens({ repository, tokens, now }: SessionsAndTokensDependencies) {
  /** The viewer's User as it now is (the shared mapper), or Unauthorized when it is gone. */
  async function viewerUser(userId: string): Promise<ViewerUpdate> {
    const user = await repository.findUserById(userId);
    return user ? toGraphqlUser(user, true) : unauthorized();
  }

  return {
    /** User.sessions: the live sessions, newest first; null unless the User is the viewer. */
    async sessionsOf(userId: string, viewer: Viewer): Promise<Session[] | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      const at = now();
      const sessions = await repository.listSessionsByUser(userId);
      return sessions
        .filter((session) => session.expiresAt * 1000 > at)
        .map((session) => toSession(session, viewer));
    },

    /** Ends one of the viewer's sessions (this browser's too, if asked); another's is NotFound. */
    async revokeSession(id: string, viewer: Viewer): Promise<ViewerUpdate> {
      const guard = withSession(viewer);
      if (guard.refusal) return guard.refusal;
      const { userId } = guard;
      const session = await repository.findSession(id);
      if (!session || session.userId !== userId)
        return { __typename: 'NotFound', message: securityMessages.sessionNotFound };
      await repository.deleteSession(session.idHash);
      return viewerUser(userId);
    },

    /** User.integrationTokens: newest first, never the token itself; null unless the User is the viewer. */
    async integrationTokensOf(userId: string, viewer: Viewer): Promise<IntegrationToken[] | null> {
      if (!viewer.id || viewer.id !== userId) return null;
      return (await tokens.listIntegrationTokensByUser(userId)).map(toIntegrationToken);
    },

    /** A new token for the viewer: the token is in this answer only; the table keeps its hash. */
    async createIntegrationToken(description: string, viewer: Viewer) {
      const guard = withSession(viewer);
      if (guard.refusal) return guard.refusal;
      const { userId } = guard;
      const at = now();
      const limited = await firstRefusedLimit(
        repository,
        [{ rule: rateLimits.integrationTokensPerUser, key: userId }],
        at,
      );
      if (limited) return { __typename: 'RateLimited', message: limited.message } as const;
      const existing = await tokens.listIntegrationTokensByUser(userId);
      if (existing.length >= maxIntegrationTokens)
        return { __typename: 'BadRequest', message: securityMessages.tooManyTokens } as const;
      const token = `${integrationTokenPrefix}${randomToken()}`;
      const item = { tokenHash: sha256Hex(token), userId, description, createdAt: at };
      await tokens.putIntegrationToken(item);
      return {
        __typename: 'CreatedIntegrationToken',
        token,
        integrationToken: toIntegrationToken(item),
      } as const;
    },

    /** Revokes one of the viewer's tokens; another's is NotFound. */
    async revokeIntegrationToken(id: string, viewer: Viewer): Promise<ViewerUpdate> {
      const guard = withSession(viewer);
      if (guard.refusal) return guard.refusal;
      const { userId } = guard;
      const token = await tokens.findIntegrationToken(id);
      if (!token || token.userId !== userId)
        return { __typename: 'NotFound', message: securityMessages.tokenNotFound };
      await tokens.deleteIntegrationToken(token.tokenHash);
      return viewerUser(userId);
    },
  };
}

export type SessionsAndTokens = ReturnType<typeof createSessionsAndTokens>;
