import type { Notifier } from '#shared/queues/notification-event.ts';
import { linkMentions, mentionedUserIds, type MentionedUser } from './mentions.ts';

export interface PublishMentionsDependencies {
  /** Users by id: one BatchGetItem (#shared/data/reads/users.ts). */
  findUsersByIds: (ids: readonly string[]) => Promise<ReadonlyMap<string, MentionedUser>>;
  notify: Notifier;
}

type Paragraphs = Parameters<typeof linkMentions>[0];

/**
 * The mentions of a story or response being published (decision 266): checked against the users who
 * exist and linked to their profiles before the text is written, then told to the notifications
 * queue once it is (decision 267).
 */
export function createPublishMentions({ findUsersByIds, notify }: PublishMentionsDependencies) {
  return {
    /** The text to write and who it mentions: one BatchGet of the mentioned, none without mentions. */
    async resolve<P extends Paragraphs[number]>(paragraphs: readonly P[]) {
      const ids = mentionedUserIds(paragraphs);
      if (ids.length === 0) return { paragraphs: [...paragraphs], userIds: [] };
      const users = await findUsersByIds(ids);
      return { paragraphs: linkMentions(paragraphs, users), userIds: ids.filter((id) => users.has(id)) };
    },

    /** After the write: the notifications consumer checks the story, the writer and each reader. */
    async tell(mention: { actorId: string; postId: string; userIds: readonly string[]; at: number }) {
      if (mention.userIds.length === 0) return;
      await notify({ type: 'notify-mentioned', ...mention, userIds: [...mention.userIds] });
    },
  };
}

export type PublishMentions = ReturnType<typeof createPublishMentions>;
