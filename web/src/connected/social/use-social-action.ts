import type { ApolloCache, ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { mutateOutcome, type Failed } from '#web/lib/apollo/mutate-outcome.ts';
import { texts } from '#web/lib/texts.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { collectionMutations } from './collection-social-mutations.ts';
import {
  adjustFollowingCount,
  applyAction,
  dropStaleLists,
  isSocialNode,
  readSocialNode,
  writeSocialNode,
  type SocialNode,
} from './social-cache.ts';
import type { SocialAction, SocialProblem, SocialTarget } from './social-target.ts';
import { userMutations } from './user-social-mutations.ts';

/** Spec 2 §4 "Follow and mute", as every Follow button and mute choice runs them. */
export type SocialActions = Record<SocialAction, (target: SocialTarget) => Promise<void>>;

export interface SocialActionDeps {
  client: ApolloClient;
  showToast: (toast: ToastInput) => unknown;
  /** The signed-in reader, whose following count a follow changes; null while unknown. */
  viewerId: string | null;
  now?: () => number;
}

type Outcome = SocialNode | { __typename: SocialProblem } | Failed;
type SocialData = { result: SocialNode | { __typename: SocialProblem } };

/**
 * The cache's side of an action: the changed target at once (rolled back by Apollo if the API says no),
 * then the viewer's following count whenever the answer — optimistic or real — changed the follow.
 */
function cacheEffects<TData extends SocialData>(
  before: SocialNode | null,
  action: SocialAction,
  viewerId: string | null,
  nowSeconds: number,
) {
  const wasFollowing = before?.viewerEdge.isFollowing ?? action === 'unfollow';
  // A user's document answers a User and a collection's a Collection: `before` is of the target's kind.
  const optimistic = before && ({ result: applyAction(before, action, nowSeconds) } as TData);
  return {
    ...(optimistic ? { optimisticResponse: optimistic } : {}),
    update(cache: ApolloCache, { data }: { data?: TData | null }) {
      const after = data?.result;
      if (!viewerId || !after || !isSocialNode(after)) return;
      if (after.viewerEdge.isFollowing !== wasFollowing)
        adjustFollowingCount(cache, viewerId, after.viewerEdge.isFollowing ? 1 : -1);
    },
  };
}

export function socialActions({
  client,
  showToast,
  viewerId,
  now = Date.now,
}: SocialActionDeps): SocialActions {
  const nowSeconds = () => Math.floor(now() / 1000);
  const mutate = <TData extends SocialData, TVariables extends OperationVariables>(
    mutation: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    action: SocialAction,
    before: SocialNode | null,
  ): Promise<Outcome> =>
    mutateOutcome(
      client,
      { mutation, variables, ...cacheEffects<TData>(before, action, viewerId, nowSeconds()) },
      (data) => data.result,
    );
  const send = (action: SocialAction, target: SocialTarget, before: SocialNode | null) =>
    target.kind === 'user'
      ? mutate(userMutations[action], { targetUserId: target.id }, action, before)
      : mutate(collectionMutations[action], { targetCollectionId: target.id }, action, before);

  const undoOf = (inverse: SocialAction, target: SocialTarget) => ({
    label: texts.toasts.undo,
    onUndo: () => void run(inverse, target),
  });
  const succeeded = (action: SocialAction, target: SocialTarget): ToastInput => {
    switch (action) {
      case 'follow':
        return {
          message: texts.toasts.followed(target.name),
          toastStyle: 'FOLLOW_PUBLISHER',
          undo: undoOf('unfollow', target),
        };
      case 'unfollow':
        return { message: texts.toasts.unfollowed(target.name) };
      case 'mute':
        return {
          message: texts.toasts.muted(target.name),
          toastStyle: 'MUTE_ENTITY',
          undo: undoOf('unmute', target),
        };
      case 'unmute':
        return { message: texts.toasts.unmuted(target.name) };
    }
  };

  async function run(action: SocialAction, target: SocialTarget) {
    // Spec 2 §4: without an author or publication id there is nothing to act on.
    if (!target.id) return;
    const before = readSocialNode(client.cache, target);
    const outcome = await send(action, target, before);
    if (isSocialNode(outcome)) {
      dropStaleLists(client.cache, action, target, viewerId);
      showToast(succeeded(action, target));
    } else if (outcome.__typename === 'AlreadyExists') {
      // The API knew the follow before this page did: show it as it is.
      if (before) writeSocialNode(client.cache, applyAction(before, 'follow', nowSeconds()));
      showToast({ message: texts.toasts.alreadyFollowing });
    } else if (outcome.__typename === 'BadRequest' && action === 'follow') {
      showToast({ message: texts.toasts.cannotFollowSelf });
    } else {
      showToast({ message: texts.toasts.followFailed, toastStyle: 'ERROR' });
    }
  }

  return {
    follow: (target) => run('follow', target),
    unfollow: (target) => run('unfollow', target),
    mute: (target) => run('mute', target),
    unmute: (target) => run('unmute', target),
  };
}

/** The social actions of the signed-in reader, with their toasts and cache changes. */
export function useSocialAction(): SocialActions {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const session = useViewerSession();
  const viewerId = session.kind === 'signed-in' ? session.viewer.id : null;
  return useMemo(() => socialActions({ client, showToast, viewerId }), [client, showToast, viewerId]);
}
