import { useApolloClient } from '@apollo/client/react';
import type { TopicCard_TopicFragment } from '#graphql/generated/operations.ts';
import { FollowToggle } from '#web/connected/follow-button/follow-toggle.tsx';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { changeTopicFollow } from '../api/follow-topic.ts';
import { topicsTexts } from '../texts.ts';

/**
 * Follow / Following of a topic (decision 217): the answer replaces the topic and its tags in the cache,
 * and a toast says what happened.
 */
export function TopicFollowButton({ topic }: { topic: TopicCard_TopicFragment }) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const following = topic.viewerEdge.isFollowing;
  const toggle = async () => {
    const answer = await changeTopicFollow(client, topic.id, !following);
    if (answer === 'Topic') {
      showToast({
        message: following ? texts.toasts.unfollowed(topic.name) : texts.toasts.followed(topic.name),
      });
    } else showToast({ message: texts.toasts.followFailed, toastStyle: 'ERROR' });
  };
  return (
    <FollowToggle isFollowing={following} onToggle={toggle} label={topicsTexts.followTopic(topic.name)} />
  );
}
