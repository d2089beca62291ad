import * as z from 'zod';
import { draftLimits } from '#contract/draft-limits.ts';
import { notificationKinds } from '#contract/notifications.ts';
import type { FailureLogger } from '../observability/unexpected-errors.ts';
import type { QueueSender } from './queue-sender.ts';

const id = z.string().min(1).max(64);

/**
 * `notify`: something happened that concerns one reader (`ownerId`), done by `actorId`, put on the
 * notifications queue by the domain that wrote it, after its write succeeded. What it is about: the
 * story (`postId`: clapped, highlighted, responded to), the response or reply itself (`responseId`),
 * the list followed (`catalogId`), or the gift order whose membership was redeemed (`giftOrderId`). `at`: when the producing write happened (epoch ms).
 */
export const notifyEventSchema = z.object({
  type: z.literal('notify'),
  kind: z.enum(notificationKinds).exclude(['STORY_PUBLISHED', 'MENTION']),
  ownerId: id,
  actorId: id,
  postId: id.optional(),
  responseId: id.optional(),
  catalogId: id.optional(),
  giftOrderId: id.optional(),
  at: z.number().int().positive(),
});
export type NotifyEvent = z.output<typeof notifyEventSchema>;

/**
 * `notify-followers`: a writer published a story for the first time; every follower of the writer is
 * told (STORY_PUBLISHED), by the notifications consumer, which reads the followers itself.
 */
export const notifyFollowersEventSchema = z.object({
  type: z.literal('notify-followers'),
  actorId: id,
  postId: id,
  at: z.number().int().positive(),
});
export type NotifyFollowersEvent = z.output<typeof notifyFollowersEventSchema>;

/**
 * `notify-mentioned`: a writer published a story or response mentioning these people (decision 267);
 * each is told (MENTION) once per story, by the notifications consumer, which checks the story is
 * still published and the writer's.
 */
export const notifyMentionedEventSchema = z.object({
  type: z.literal('notify-mentioned'),
  actorId: id,
  postId: id,
  userIds: z.array(id).min(1).max(draftLimits.mentionsMax),
  at: z.number().int().positive(),
});
export type NotifyMentionedEvent = z.output<typeof notifyMentionedEventSchema>;

/** The messages of the notifications queue (infra/queues.ts). */
export const notificationEventSchema = z.discriminatedUnion('type', [
  notifyEventSchema,
  notifyFollowersEventSchema,
  notifyMentionedEventSchema,
]);
export type NotificationEvent = z.output<typeof notificationEventSchema>;

/** Puts one message on the notifications queue; never fails the write that caused it. */
export type Notifier = (event: NotificationEvent) => Promise<void>;

/**
 * The producers' sender (decision 206): each domain calls it after its own write succeeded. A message
 * that cannot be sent is logged and lost: the write stands, and a notification is not worth failing it.
 */
export const notificationSender =
  (queue: QueueSender, logger: FailureLogger): Notifier =>
  async (event) => {
    try {
      await queue.send('notifications', [event]);
    } catch (error) {
      logger.error('Notification not sent', { error, type: event.type, actorId: event.actorId });
    }
  };
