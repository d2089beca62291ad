import { useApolloClient } from '@apollo/client/react';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { FollowCatalogMutation, UnfollowCatalogMutation } from '../api/catalog-edit-mutations.ts';
import type { CatalogOfPage } from '../api/catalog-page-query.ts';
import { listsTexts as texts } from '../texts.ts';

/** Save list / Saved: another reader's list into the viewer's Saved lists (spec 2 §4 FOLLOW_CATALOG). */
export function FollowListButton({ catalog }: { catalog: CatalogOfPage }) {
  const client = useApolloClient();
  const { showToast } = useToasts();
  const following = catalog.viewerIsFollowing;
  const variables = { catalogId: catalog.id };
  /** Follows or unfollows; the answer (the list's viewerIsFollowing) updates the page through the cache. */
  const send = async (follow: boolean): Promise<string | null> => {
    const result = follow
      ? await mutateOutcome(
          client,
          { mutation: FollowCatalogMutation, variables },
          (data) => data.followCatalog,
        )
      : await mutateOutcome(
          client,
          { mutation: UnfollowCatalogMutation, variables },
          (data) => data.unfollowCatalog,
        );
    if (result.__typename === 'Catalog') return null;
    return 'message' in result ? String(result.message) : texts.failedFollow;
  };
  async function toggle() {
    const refusal = await send(!following);
    if (refusal) return showToast({ message: refusal, toastStyle: 'ERROR' });
    if (following) return showToast({ message: texts.unfollowed(catalog.name) });
    showToast({
      message: texts.followed(catalog.name),
      toastStyle: 'FOLLOW_CATALOG',
      link: { route: 'ShowYourFollowedLists', params: {}, label: texts.viewSaved },
      undo: { label: texts.undo, onUndo: () => void send(false) },
    });
  }
  return (
    <button
      type="button"
      className={`button ${following ? 'button--outline' : 'button--dark'}`}
      aria-pressed={following}
      onClick={() => void toggle()}
    >
      {following ? texts.following : texts.follow}
    </button>
  );
}
