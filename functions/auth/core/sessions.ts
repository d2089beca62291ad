import { sessionLifetimeSeconds } from './cookies.ts';
import type { SecretSource } from './ports.ts';
import type { AuthRepository, SessionItem } from './auth-repository.ts';
import { randomToken, sameDigest, sha256Hex, signSessionToken, verifySessionToken } from './tokens.ts';

/** `lastSeenAt` is written at most this often per session: one write an hour, not one per request. */
export const lastSeenPrecisionMs = 60 * 60 * 1000;

const maxUserAgentLength = 512;

export interface SessionsDependencies {
  repository: Pick<AuthRepository, 'putSession' | 'findSession' | 'deleteSession' | 'touchSession'>;
  secret: SecretSource;
  now: () => number;
}

export interface OpenedSession {
  /** The session cookie's value: `{id}.{signature}`. */
  token: string;
  xsrf: string;
}

/**
 * Sessions as the callback, sign-out and the authorizer see them. The cookie carries a random id
 * and its signature; the table keeps the id's SHA-256 only.
 */
export function createSessions({ repository, secret, now }: SessionsDependencies) {
  return {
    async open(
      userId: string,
      origin: { method: string; userAgent: string; ip: string },
    ): Promise<OpenedSession> {
      const id = randomToken();
      const xsrf = randomToken();
      const createdAt = now();
      await repository.putSession({
        idHash: sha256Hex(id),
        userId,
        xsrf,
        createdAt,
        lastSeenAt: createdAt,
        method: origin.method,
        userAgent: origin.userAgent.slice(0, maxUserAgentLength),
        ip: origin.ip,
        expiresAt: Math.floor(createdAt / 1000) + sessionLifetimeSeconds,
      });
      return { token: signSessionToken(await secret(), id), xsrf };
    },

    /**
     * The live session a cookie value names: the signature is checked first (a forged token costs no
     * read), then the item, whose `expiresAt` is checked too (TTL deletes expired items late).
     */
    async resolve(token: string | undefined): Promise<SessionItem | undefined> {
      if (!token) return undefined;
      const id = verifySessionToken(await secret(), token);
      if (!id) return undefined;
      const session = await repository.findSession(sha256Hex(id));
      if (!session || session.expiresAt * 1000 <= now()) return undefined;
      return session;
    },

    /** True when `xsrf` is the session's token (constant time). */
    xsrfMatches: (session: SessionItem, xsrf: string) => sameDigest(session.xsrf, xsrf),

    async close(session: SessionItem): Promise<void> {
      await repository.deleteSession(session.idHash);
    },

    /** Notes the session's use, at most once per `lastSeenPrecisionMs`; true when it wrote. */
    async touch(session: SessionItem): Promise<boolean> {
      const at = now();
      if (session.lastSeenAt > at - lastSeenPrecisionMs) return false;
      return repository.touchSession(session.idHash, at, at - lastSeenPrecisionMs);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
