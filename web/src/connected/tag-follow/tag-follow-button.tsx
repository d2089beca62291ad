import { useApolloClient } from '@apollo/client/react';
import type { FollowTagMutation, TagFollow_TagFragment } from '#graphql/generated/operations.ts';
import { FollowToggle } from '../follow-button/follow-toggle.tsx';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { texts } from '#web/lib/texts.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { FollowTag, UnfollowTag } from './follow-tag.ts';

/**
 * Spec 1 §1 "Readers follow topics and tags": Follow / Following of a tag. The count moves at once and
 * the server's answer, with the exact count, replaces it; a toast says what happened.
 */
export function TagFollowButton({ tag }: { tag: TagFollow_TagFragment }) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const following = tag.viewerEdge.isFollowing;
  const toggle = async () => {
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
  };
  return <FollowToggle isFollowing={following} onToggle={toggle} />;
}
