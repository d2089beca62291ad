import { useApolloClient } from '@apollo/client/react';
import { friendLinkOf } from '#contract/friend-links.ts';
import { postRoute, type PostRouteFields } from '#web/lib/post-route.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { MoreMenu } from '#web/ui/menu/more-menu.tsx';
import { CreateFriendLink, RevokeFriendLink } from '../api/friend-link-mutations.ts';
import { paywallTexts } from '../paywall-texts.ts';

/**
 * The writer's More menu on their member-only story (decision 142): copy its friend link (made on the
 * first copy, the same link after), or revoke it. The server refuses a writer who is not a member with
 * its own words, shown as they come.
 */
export function FriendLinkMenu({ post }: { post: PostRouteFields & { id: string } }) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const failed = (result: { message?: string } | undefined) =>
    showToast({ message: result?.message ?? paywallTexts.failed });

  const copy = async () => {
    const { data } = await client.mutate({ mutation: CreateFriendLink, variables: { postId: post.id } });
    const result = data?.result;
    if (result?.__typename !== 'FriendLink' || !result.key) return failed(result as { message?: string });
    const route = postRoute(post);
    await navigator.clipboard.writeText(
      friendLinkOf(`${window.location.origin}${buildRoute(route.name, route.params)}`, result.key),
    );
    showToast({ message: paywallTexts.friendLinkCopied });
  };
  const revoke = async () => {
    const { data } = await client.mutate({ mutation: RevokeFriendLink, variables: { postId: post.id } });
    if (data?.result.__typename !== 'FriendLink') return failed(data?.result as { message?: string });
    showToast({ message: paywallTexts.friendLinkRevoked });
  };
  const attempt = (action: () => Promise<unknown>) => () =>
    void action().catch(() => showToast({ message: paywallTexts.failed }));

  return (
    <MoreMenu
      label={paywallTexts.friendLinkMenu}
      items={[
        { key: 'copy-friend-link', label: paywallTexts.copyFriendLink, choose: attempt(copy) },
        { key: 'revoke-friend-link', label: paywallTexts.revokeFriendLink, choose: attempt(revoke) },
      ]}
    />
  );
}
