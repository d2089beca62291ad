import type { CreateEntityItem, EntityItem } from 'electrodb';
import { liftBounceSuppression } from '#shared/data/address-suppressions.ts';
import type { FolioData } from '#shared/data/data.ts';
import { isConditionFailure } from '#shared/data/condition-failure.ts';
import { signInGrantKinds, type AuthGrantKind } from '#shared/data/entities/auth-grant.ts';
import { createRateLimitStore } from '#shared/data/rate-limit.ts';
import { createUserReads, type UserItem } from '#shared/data/reads/users.ts';
import { createWriterNewsletters } from '#shared/data/writer-newsletter.ts';
import { createNewsletterReads } from '#shared/data/reads/newsletters.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';

export type { UserItem };
type Entities = FolioData['entities'];
export type SessionItem = EntityItem<Entities['session']>;
export type AuthGrantItem = EntityItem<Entities['authGrant']>;
export type LoginCodeItem = EntityItem<Entities['loginCode']>;
export type NewSession = CreateEntityItem<Entities['session']>;
export type NewAuthGrant = CreateEntityItem<Entities['authGrant']>;
export type NewLoginCode = CreateEntityItem<Entities['loginCode']>;

export type GrantRefusal = 'used' | 'expired' | 'unknown';
export type ConsumedGrant = { grant: AuthGrantItem } | { refused: GrantRefusal };

export interface NewAccount {
  id: string;
  name: string;
  /** Absent for an account made through a provider that gives no address (X). */
  email?: string;
  /** Usernames to try in order (graphql/contract/username.ts); the first free one is taken. */
  usernameCandidates: readonly string[];
  createdAt: number;
}
export type CreatedAccount = { user: UserItem; created: boolean };

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The only code of the auth domain that touches the table: one function per access pattern. */
export function createAuthRepository(data: FolioData) {
  const { claim, session, authGrant, loginCode } = data.entities;
  const { findUserById } = createUserReads(data);
  const subscriptions = createNewsletterSubscriptionWrites(data);

  /** A user by (normalised) e-mail: GetItem of the `email` claim, then GetItem of its owner. */
  const findUserByEmail = async (email: string): Promise<UserItem | undefined> => {
    const { data: owner } = await claim.get({ kind: 'email', value: email }).go();
    return owner ? findUserById(owner.ownerId) : undefined;
  };

  return {
    /** A user by id: one GetItem (the authorizer reads the session's user with it). */
    findUserById,

    /** The newsletter a subscription link is asked for, and the subscription its use starts (decision 159). */
    findNewsletterById: createNewsletterReads(data).findNewsletterById,
    liftBounceSuppression: (email: string) => liftBounceSuppression(data, email),
    subscribeToNewsletter: subscriptions.subscribe,
    /** A writer's newsletter nobody has subscribed to yet is made when a visitor asks for it by e-mail. */
    findOrMakeWriterNewsletter: createWriterNewsletters(data).findOrMakeWriterNewsletter,

    findUserByEmail,

    /** Whether an account uses the address: one GetItem of its `email` claim. */
    async isEmailClaimed(email: string): Promise<boolean> {
      return (await claim.get({ kind: 'email', value: email }).go()).data !== null;
    },

    /**
     * Creates a user with its username and e-mail claims (no e-mail claim without an address) in ONE transaction, every item conditioned on
     * not existing. A taken username tries the next candidate; a taken e-mail (someone signed up with
     * it a moment earlier) answers that account instead, so two tabs cannot make two accounts.
     */
    async createUser(account: NewAccount): Promise<CreatedAccount> {
      for (const username of account.usernameCandidates) {
        const { email } = account;
        const item = { id: account.id, username, name: account.name, ...(email ? { email } : {}) };
        const result = await data.transaction
          .write(({ user: users, claim: claims }) => [
            users.create({ ...item, createdAt: account.createdAt }).commit(),
            claims.create({ kind: 'username', value: username, ownerId: account.id }).commit(),
            ...(email ? [claims.create({ kind: 'email', value: email, ownerId: account.id }).commit()] : []),
          ])
          .go();
        if (!result.canceled) {
          const created = await findUserById(account.id, true);
          if (!created) throw new Error(`User ${account.id} missing right after its creation`);
          // The address's e-mail subscriptions (imported before the account) become the account's.
          if (email) await subscriptions.foldEmailSubscriptions(email, account.id);
          return { user: created, created: true };
        }
        const [userRefused, usernameTaken, emailTaken] = result.data.map((entry) => entry.rejected);
        if (userRefused) throw new Error(`User id ${account.id} already exists`);
        if (emailTaken && email) {
          const existing = await findUserByEmail(email);
          if (existing) return { user: existing, created: false };
          throw new Error(`The e-mail claim of ${email} names no user`);
        }
        if (!usernameTaken)
          throw new Error(`Creating user ${account.id} was cancelled: ${JSON.stringify(result.data)}`);
      }
      throw new Error(`No free username among ${account.usernameCandidates.join(', ')}`);
    },

    /** The fixed-window counters of auth's rate limits (functions/shared/data/rate-limit.ts). */
    ...createRateLimitStore(data),

    /** The address's live login code: PutItem, replacing any earlier code (and its failures). */
    async putLoginCode(item: NewLoginCode): Promise<void> {
      await loginCode.put(item).go({ response: 'none' });
    },

    /** The address's login code, if any: one GetItem (the caller checks `expiresAt`). */
    async findLoginCode(email: string): Promise<LoginCodeItem | undefined> {
      return (await loginCode.get({ email }).go({ consistent: true })).data ?? undefined;
    },

    /**
     * Counts a wrong guess against the code that was checked (conditioned on its hash, so a code sent
     * meanwhile is not charged) while under `max`. The count after the guess, or undefined when the
     * code is gone, replaced or already spent.
     */
    async countLoginCodeFailure(email: string, codeHash: string, max: number): Promise<number | undefined> {
      try {
        const { data: updated } = await loginCode
          .patch({ email })
          .add({ failures: 1 })
          .where(
            (attributes, { eq, lt }) =>
              `${eq(attributes.codeHash, codeHash)} AND ${lt(attributes.failures, max)}`,
          )
          .go({ response: 'all_new' });
        return updated.failures ?? 0;
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },

    /**
     * Spends the right code: a DeleteItem conditioned on its hash, on fewer than `maxFailures` wrong
     * guesses and on not having expired, all checked by the one write. True for the caller that deleted
     * it: of two requests with the right code only one gets an account token, and a code that a
     * concurrent wrong guess has just killed is never accepted.
     */
    async spendLoginCode(
      email: string,
      codeHash: string,
      maxFailures: number,
      now: number,
    ): Promise<boolean> {
      try {
        await loginCode
          .delete({ email })
          .where(
            (attributes, { eq, lt, gt }) =>
              `${eq(attributes.codeHash, codeHash)} AND ${lt(attributes.failures, maxFailures)} AND ${gt(attributes.expiresAt, seconds(now))}`,
          )
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Deletes a killed code (conditioned on its hash, so a code sent meanwhile stays). */
    async deleteLoginCode(email: string, codeHash: string): Promise<boolean> {
      try {
        await loginCode
          .delete({ email })
          .where((attributes, { eq }) => eq(attributes.codeHash, codeHash))
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** A new sign-in grant (magic link or account token), kept by its token's hash: PutItem. */
    async putGrant(item: NewAuthGrant): Promise<void> {
      await authGrant.create(item).go({ response: 'none' });
    },

    /**
     * A grant that could be spent now (it exists, unused, unexpired, of one of `kinds`) without spending
     * it: one consistent GetItem. The callback reads it to decide whether to ask before consumeGrant.
     */
    async findSpendableGrant(
      tokenHash: string,
      now: number,
      kinds: readonly AuthGrantKind[] = signInGrantKinds,
    ): Promise<AuthGrantItem | undefined> {
      const { data: grant } = await authGrant.get({ tokenHash }).go({ consistent: true });
      const spendable =
        grant && grant.usedAt === undefined && grant.expiresAt > seconds(now) && kinds.includes(grant.kind);
      return spendable ? grant : undefined;
    },

    /**
     * Uses a grant once: an UpdateItem setting `usedAt`, conditioned on the grant existing, unused,
     * unexpired and of one of `kinds` (a verify-email key never signs anyone in, a sign-in token never
     * confirms an address). When the condition fails, one GetItem tells the caller why.
     */
    async consumeGrant(
      tokenHash: string,
      now: number,
      kinds: readonly AuthGrantKind[] = signInGrantKinds,
    ): Promise<ConsumedGrant> {
      try {
        const { data: grant } = await authGrant
          .patch({ tokenHash })
          .set({ usedAt: now })
          .where(
            ({ usedAt, expiresAt, kind }, { notExists, gt, eq }) =>
              `${notExists(usedAt)} AND ${gt(expiresAt, seconds(now))} AND (${kinds.map((allowed) => eq(kind, allowed)).join(' OR ')})`,
          )
          .go({ response: 'all_new' });
        return { grant: grant as AuthGrantItem };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const { data: grant } = await authGrant.get({ tokenHash }).go({ consistent: true });
        if (!grant || !kinds.includes(grant.kind)) return { refused: 'unknown' };
        return { refused: grant.usedAt !== undefined ? 'used' : 'expired' };
      }
    },

    /** A new session, kept by the hash of its id: PutItem (never overwrites). */
    async putSession(item: NewSession): Promise<void> {
      await session.create(item).go({ response: 'none' });
    },

    /** A session by the hash of its id: one GetItem. */
    async findSession(idHash: string): Promise<SessionItem | undefined> {
      return (await session.get({ idHash }).go()).data ?? undefined;
    },

    /** Revokes a session: DeleteItem. */
    async deleteSession(idHash: string): Promise<void> {
      await session.delete({ idHash }).go({ response: 'none' });
    },

    /** A user's sessions, newest first: Query gsi1 on userId (Security settings will list them). */
    async listSessionsByUser(userId: string): Promise<SessionItem[]> {
      const { data: items } = await session.query.byUser({ userId }).go({ order: 'desc', pages: 'all' });
      return items;
    },

    /**
     * Records that a session was used: UpdateItem of `lastSeenAt`, only when the session still exists
     * and was last seen before `staleBefore` (so at most one write per session and period).
     */
    async touchSession(idHash: string, now: number, staleBefore: number): Promise<boolean> {
      try {
        await session
          .patch({ idHash })
          .set({ lastSeenAt: now })
          .where(({ lastSeenAt }, { lt }) => lt(lastSeenAt, staleBefore))
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
