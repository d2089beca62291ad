import { notificationSentence } from '#contract/notification-sentence.ts';
import type { NotificationKind } from '#contract/notifications.ts';
import { oneClickHeaders } from '#shared/email/one-click-unsubscribe.ts';
import type { FailureLogger } from '#shared/observability/unexpected-errors.ts';
import type { QueueSender } from '#shared/queues/queue-sender.ts';
import type { NotificationsRepository } from '../repository.ts';
import { visibleActors } from '../visible-actors.ts';
import { renderDigestEmail } from './digest-email.tsx';
import type { DigestRepository, DueReader } from './digest-repository.ts';
import { digestShardCount, emailsKind, emailsOnlyFromNetwork } from './email-choice.ts';
import { digestTexts as texts } from './texts.ts';
import { activityUnsubscribeAddress, emailSettingsPath } from './unsubscribe-link.ts';

export interface DigestSenderDependencies {
  digests: DigestRepository;
  notifications: Pick<NotificationsRepository, 'findUserById' | 'findUsersByIds' | 'mutesOf'>;
  /** The e-mail queue: the mail consumer sends each digest through the Mailer port. */
  queue: QueueSender;
  siteOrigin: () => Promise<string>;
  /** The key the one-click unsubscribe address is signed under (decision 273). */
  sessionSecret: () => Promise<string>;
  now: () => number;
  logger: FailureLogger;
}

/**
 * What one run did: digests queued, readers owed nothing after all, readers another run had claimed,
 * and readers whose digest failed (logged; still owed, so the next run tries again).
 */
export type DigestOutcome = 'sent' | 'nothing' | 'claimed-elsewhere' | 'failed';
export type DigestRun = Record<DigestOutcome, number>;

/** A notification the digest tells about: its kind, story, and the actors it may name. */
interface Candidate {
  kind: NotificationKind;
  postId?: string | undefined;
  actorIds: string[];
  actorCount: number;
}

/** Where the e-mails link to, and the key their unsubscribe address is signed under. */
interface Site {
  origin: string;
  sessionSecret: string;
}

/** The lines one e-mail names; the rest are counted ("and 3 more"). */
const namedLines = 10;
const shardsAtOnce = 4;
const readersAtOnce = 10;

async function inGroups<T>(items: readonly T[], width: number, each: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(each));
}

/**
 * The daily e-mail digest (decision 261): every reader owed one, shard by shard, a page at a time, is
 * sent ONE e-mail of their notifications since their last digest, of the kinds they get by e-mail, from
 * nobody they muted (and, for "only from people you follow", from people they follow). The digest is
 * claimed before it is queued, so a repeated or concurrent run never sends a notification twice.
 */
export function createDigestSender(deps: DigestSenderDependencies) {
  const { digests, notifications } = deps;

  /** Each named notification as one line, its first actor by name and its story by title. */
  async function linesOf(candidates: readonly Candidate[]) {
    const named = candidates.slice(0, namedLines);
    const postIds = [...new Set(named.flatMap((entry) => (entry.postId ? [entry.postId] : [])))];
    const [users, titles] = await Promise.all([
      notifications.findUsersByIds([...new Set(named.map((entry) => entry.actorIds[0]!))]),
      digests.storyTitles(postIds),
    ]);
    return named.map((entry) => {
      const name = users.get(entry.actorIds[0]!)?.name || texts.someone;
      const title = entry.postId && titles.get(entry.postId);
      return `${name}${notificationSentence(entry.kind, entry.actorCount)}${title ? ` “${title}”` : ''}`;
    });
  }

  async function digestOf(shard: number, due: DueReader, site: Site): Promise<DigestOutcome> {
    const { origin } = site;
    const { ownerId } = due;
    const [owner, from, mutes] = await Promise.all([
      notifications.findUserById(ownerId),
      digests.sentUpTo(ownerId),
      notifications.mutesOf(ownerId),
    ]);
    const recent = owner?.email ? await digests.notificationsAfter(ownerId, from) : [];
    if (!owner?.email || recent.length === 0) {
      await digests.settle(shard, ownerId, due.lastAt);
      return 'nothing';
    }
    const upTo = Math.max(...recent.map((item) => item.updatedAt));
    let candidates: Candidate[] = recent
      .filter((item) => emailsKind(owner, item.kind))
      .map((item) => ({ kind: item.kind, postId: item.postId, ...visibleActors(item, mutes) }))
      .filter((entry) => entry.actorIds.length > 0);
    if (emailsOnlyFromNetwork(owner)) {
      const followed = await digests.followed(ownerId, [
        ...new Set(candidates.flatMap((entry) => entry.actorIds)),
      ]);
      candidates = candidates
        .map((entry) => {
          const actorIds = entry.actorIds.filter((id) => followed.has(id));
          return { ...entry, actorIds, actorCount: actorIds.length };
        })
        .filter((entry) => entry.actorIds.length > 0);
    }
    if (!(await digests.claim(ownerId, from, upTo, deps.now()))) return 'claimed-elsewhere';
    if (candidates.length > 0) {
      const email = await renderDigestEmail({
        lines: await linesOf(candidates),
        moreCount: Math.max(0, candidates.length - namedLines),
        links: {
          notifications: `${origin}/me/notifications`,
          settings: `${origin}${emailSettingsPath}`,
        },
      });
      const unsubscribe = activityUnsubscribeAddress(origin, site.sessionSecret, ownerId);
      try {
        await deps.queue.send('email', [
          { to: owner.email, ...email, headers: oneClickHeaders(unsubscribe) },
        ]);
      } catch (error) {
        await digests.release(ownerId, from, upTo);
        throw error;
      }
    }
    await digests.settle(shard, ownerId, upTo);
    return candidates.length > 0 ? 'sent' : 'nothing';
  }

  return {
    /** One run over every shard: what it did, counted. */
    async sendDigests(): Promise<DigestRun> {
      const [origin, sessionSecret] = await Promise.all([deps.siteOrigin(), deps.sessionSecret()]);
      const site: Site = { origin, sessionSecret };
      const run: DigestRun = { sent: 0, nothing: 0, 'claimed-elsewhere': 0, failed: 0 };
      const shards = Array.from({ length: digestShardCount }, (_, shard) => shard);
      await inGroups(shards, shardsAtOnce, async (shard) => {
        let cursor: string | null = null;
        do {
          const page = await digests.dueIn(shard, cursor);
          await inGroups(page.items, readersAtOnce, async (due) => {
            // One reader's failure is theirs alone: the others still get their digest.
            const outcome = await digestOf(shard, due, site).catch((error: unknown) => {
              deps.logger.error('Notification digest failed', { error, ownerId: due.ownerId });
              return 'failed' as const;
            });
            run[outcome] += 1;
          });
          cursor = page.cursor;
        } while (cursor);
      });
      return run;
    },
  };
}

export type DigestSender = ReturnType<typeof createDigestSender>;
