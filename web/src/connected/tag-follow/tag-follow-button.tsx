import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import type { FollowTagMutation, TagFollow_TagFragment } from '#graphql/generated/operations.ts';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { FollowTag, UnfollowTag } from './follow-tag.ts';

/**
 * Spec 1 §1 "Readers follow topics and tags": Follow / Following as the other Follow buttons (a toggle,
 * aria-pressed; signed out, the sign-up link with the follow entry point). The count moves at once and
 * the server's answer, with the exact count, replaces it.
 */
export function TagFollowButton({ tag }: { tag: TagFollow_TagFragment }) {
  const session = useViewerSession();
  const client = useApolloClient();
  const { showToast } = useToasts();
  const { signInLinkProps } = useSignIn();
  const pending = useRef(false);
  if (session.kind === 'signed-out') {
    return (
      <a
        className="button button--dark follow-button"
        {...signInLinkProps({ operation: 'register', entry: 'follow' })}
      >
        {texts.social.follow}
      </a>
    );
  }
  const following = tag.viewerEdge.isFollowing;
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      const outcome = await mutateOutcome(
        client,
        {
          mutation: following ? UnfollowTag : FollowTag,
          variables: { tagSlug: tag.id },
          optimisticResponse: {
            result: {
              __typename: 'Tag',
              ...tag,
              followerCount: tag.followerCount + (following ? -1 : 1),
              viewerEdge: { ...tag.viewerEdge, isFollowing: !following },
            },
          },
        },
        (data: FollowTagMutation) => data.result,
      );
      if (outcome.__typename === 'Tag') {
        showToast({
          message: following
            ? texts.toasts.unfollowed(tag.displayTitle)
            : texts.toasts.followed(tag.displayTitle),
        });
      } else if (outcome.__typename === 'AlreadyExists') {
        showToast({ message: texts.toasts.alreadyFollowing });
      } else {
        showToast({ message: texts.toasts.followFailed, toastStyle: 'ERROR' });
      }
    } finally {
      pending.current = false;
    }
  };
  return (
    <button
      type="button"
      className={`button follow-button ${following ? 'button--outline' : 'button--dark'}`}
      aria-pressed={following}
      disabled={session.kind === 'loading'}
      onClick={() => void toggle()}
    >
      {following ? texts.social.following : texts.social.follow}
    </button>
  );
}
