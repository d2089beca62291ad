import { isDismissableFlag } from '#contract/dismissable-flags.ts';
import { toGraphqlUser, type GraphqlUser } from '#shared/api/graphql-user/graphql-user.ts';
import type { RateLimitCounter, RateLimitRule } from '#shared/data/rate-limit.ts';
import { badRequest, notFound, type ResultValue } from '#shared/api/results.ts';
import { checkUsername, usernameMessages } from '#contract/username.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import { changeLimits, imageUploadLimit, refuseOverLimit } from './rate-limits.ts';
import type { UserChanges, UserItem, UsersRepository } from './repository.ts';
import type { Reindexer } from '#shared/queues/search-index-message.ts';

/** ViewerUpdateResult (graphql/schema.graphql): the viewer as they now are, or why nothing changed. */
export type ViewerUpdateResult =
  | GraphqlUser
  | ResultValue<'BadRequest' | 'AlreadyExists' | 'NotFound' | 'Forbidden' | 'Unauthorized' | 'RateLimited'>;

/** A signed-in viewer: the resolvers answer Unauthorized before asking anything of a visitor. */
export type SignedInViewer = Viewer & { id: string };

/** How often a username move is retried when the viewer's own name changed under it (another tab). */
const usernameMoveAttempts = 3;

const accountGone = (id: string) => notFound(`No user with id ${id}.`);
const taken = (): ViewerUpdateResult => ({ __typename: 'AlreadyExists', message: usernameMessages.taken });
const asViewer = (user: UserItem | undefined, id: string): ViewerUpdateResult =>
  user ? toGraphqlUser(user, true) : accountGone(id);

export interface ViewerUpdatesDependencies {
  repository: UsersRepository;
  rateLimits: RateLimitCounter;
  /** A profile's change (name, username, bio, image) reaches search: the person, their stories and lists. */
  reindex: Reindexer;
  now: () => number;
}

/**
 * The viewer's changes to their own account: profile, username, settings, subdomain, dismissals. Each
 * answers the whole User as it now is (the client cache takes it as is) or a typed reason. Every
 * request whose arguments pass the rules counts against the viewer's limit (rate-limits.ts) before
 * anything is read or written, even one that then changes nothing.
 */
export function createViewerUpdates({ repository, rateLimits, reindex, now }: ViewerUpdatesDependencies) {
  const overLimit = (viewer: SignedInViewer, rule: RateLimitRule) =>
    refuseOverLimit(rateLimits, rule, viewer.id, now());

  async function update(viewer: SignedInViewer, changes: UserChanges): Promise<ViewerUpdateResult> {
    // Nothing to write (every field left out): the viewer as stored.
    if (Object.keys(changes).length === 0)
      return asViewer(await repository.findUserById(viewer.id), viewer.id);
    return asViewer(await repository.updateUser(viewer.id, changes), viewer.id);
  }

  const updateSettings = async (viewer: SignedInViewer, changes: UserChanges) =>
    (await overLimit(viewer, changeLimits.settings)) ?? update(viewer, changes);

  return {
    /** Spec 2 §2 Settings › Account › profile information (and the avatar, set after its upload). */
    async updateProfile(viewer: SignedInViewer, changes: UserChanges): Promise<ViewerUpdateResult> {
      const result = await updateSettings(viewer, changes);
      if (result.__typename === 'User' && Object.keys(changes).length > 0)
        await reindex([{ kind: 'user', id: viewer.id }]);
      return result;
    },
    updateNotificationSettings: updateSettings,
    updatePublishingSettings: updateSettings,

    /**
     * Settings › Account › username: the rules of graphql/contract/username.ts, then ONE transaction
     * moving the claim. A subdomain stays on: it is served under whatever the name now is.
     */
    async updateUsername(viewer: SignedInViewer, username: string): Promise<ViewerUpdateResult> {
      const check = checkUsername(username);
      if (!check.ok) return badRequest(check.message);
      const limited = await overLimit(viewer, changeLimits.username);
      if (limited) return limited;
      for (let attempt = 0; attempt < usernameMoveAttempts; attempt += 1) {
        const user = await repository.findUserById(viewer.id, attempt > 0);
        if (!user) return accountGone(viewer.id);
        if (user.username === username) return toGraphqlUser(user, true);
        // Accounts older than claims hold their name without one: the index still knows them.
        const holder = await repository.findUserByUsername(username);
        if (holder && holder.id !== viewer.id) return taken();
        const move = await repository.moveUsername(viewer.id, user.username, username);
        if (move === 'taken') return taken();
        if (move === 'moved') {
          await reindex([{ kind: 'user', id: viewer.id }]);
          return asViewer(await repository.findUserById(viewer.id, true), viewer.id);
        }
      }
      throw new Error(`The username of ${viewer.id} kept changing during ${usernameMoveAttempts} attempts`);
    },

    /**
     * Serves the viewer's profile at {username}.{authDomain} (spec 1 §2.3). The username becomes a DNS
     * label, so a name from before today's rules (a dot, upper case) must be changed first. Claiming
     * twice changes nothing.
     */
    async claimSubdomain(viewer: SignedInViewer): Promise<ViewerUpdateResult> {
      const limited = await overLimit(viewer, changeLimits.username);
      if (limited) return limited;
      const user = await repository.findUserById(viewer.id);
      if (!user) return accountGone(viewer.id);
      const check = checkUsername(user.username);
      if (!check.ok) {
        return badRequest(
          `@${user.username} cannot be a subdomain: change your username first. ${check.message}`,
        );
      }
      if (user.hasSubdomain) return toGraphqlUser(user, true);
      return update(viewer, { hasSubdomain: true });
    },

    /** Stops serving the subdomain; the profile stays at /@username. Unclaiming twice changes nothing. */
    async unclaimSubdomain(viewer: SignedInViewer): Promise<ViewerUpdateResult> {
      return (await overLimit(viewer, changeLimits.username)) ?? update(viewer, { hasSubdomain: false });
    },

    /** Spec 2 §7 DismissFlag: only the viewer's own flags, only the known ones, each recorded once. */
    async dismissFlag(viewer: SignedInViewer, userId: string, flag: string): Promise<ViewerUpdateResult> {
      if (userId !== viewer.id) {
        return { __typename: 'Forbidden', message: 'You can only dismiss your own banners.' };
      }
      if (!isDismissableFlag(flag)) return badRequest(`There is no flag ${flag} to dismiss.`);
      const limited = await overLimit(viewer, changeLimits.settings);
      if (limited) return limited;
      return asViewer(await repository.appendDismissedFlag(viewer.id, flag), viewer.id);
    },

    /** recordPostSubscribeMembershipUpsellShown: the upsell shows once, on any device (decision 160). */
    async recordUpsellShown(viewer: SignedInViewer): Promise<ViewerUpdateResult> {
      const limited = await overLimit(viewer, changeLimits.settings);
      if (limited) return limited;
      return asViewer(await repository.recordUpsellShown(viewer.id, now()), viewer.id);
    },

    /** Counts an image upload (POST /_/upload asks before storing): nothing else is read or written. */
    async startImageUpload(
      viewer: SignedInViewer,
    ): Promise<{ __typename: 'ImageUploadStarted'; userId: string } | ResultValue<'RateLimited'>> {
      return (
        (await overLimit(viewer, imageUploadLimit)) ?? { __typename: 'ImageUploadStarted', userId: viewer.id }
      );
    },
  };
}

export type ViewerUpdates = ReturnType<typeof createViewerUpdates>;
