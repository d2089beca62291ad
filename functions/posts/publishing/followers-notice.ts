import type { NotifyFollowersEvent } from '#shared/queues/notification-event.ts';
import type { PostPublished } from './post-events.ts';

/**
 * The content-events consumer's notification step (decision 206): a story's first publish with "Tell
 * my followers" on tells the writer's followers (STORY_PUBLISHED), through the notifications queue,
 * whose consumer reads the followers and checks the story is listed. Nothing for a republish.
 */
export function followersNotice(event: PostPublished): NotifyFollowersEvent | undefined {
  if (event.republished || !event.notifyFollowers) return undefined;
  return { type: 'notify-followers', actorId: event.creatorId, postId: event.postId, at: event.publishedAt };
}
