import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import type { TopicCard_TopicFragment } from '#graphql/generated/operations.ts';
import { useSignIn } from '#web/connected/sign-in/use-sign-in.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { changeTopicFollow } from '../api/follow-topic.ts';
import { topicsTexts } from '../texts.ts';

/**
 * Follow / Following of a topic (decision 217), a toggle as the other Follow buttons; the answer
 * replaces the topic and its tags in the cache. A visitor gets the sign-up link with the follow entry.
 */
export function TopicFollowButton({ topic }: { topic: TopicCard_TopicFragment }) {
  const session = useViewerSession();
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { signInLinkProps } = useSignIn();
  const pending = useRef(false);
  if (session.kind === 'signed-out') {
    return (
      <a
        className="button button--dark follow-button"
        aria-label={topicsTexts.followTopic(topic.name)}
        {...signInLinkProps({ operation: 'register', entry: 'follow' })}
      >
        {texts.social.follow}
      </a>
    );
  }
  const following = topic.viewerEdge.isFollowing;
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      const answer = await changeTopicFollow(client, topic.id, !following);
      if (answer === 'Topic') {
        showToast({
          message: following ? texts.toasts.unfollowed(topic.name) : texts.toasts.followed(topic.name),
        });
      } else showToast({ message: texts.toasts.followFailed, toastStyle: 'ERROR' });
    } finally {
      pending.current = false;
    }
  };
  return (
    <button
      type="button"
      className={`button follow-button ${following ? 'button--outline' : 'button--dark'}`}
      aria-pressed={following}
      aria-label={topicsTexts.followTopic(topic.name)}
      disabled={session.kind === 'loading'}
      onClick={() => void toggle()}
    >
      {following ? texts.social.following : texts.social.follow}
    </button>
  );
}
