import type { ApolloClient } from '@apollo/client';
import { mutateOutcome } from '#web/lib/apollo/mutate-outcome.ts';
import { toAwsTimestamp } from '#web/lib/render-time.ts';
import type { ToastInput } from '#web/lib/toasts/toast.ts';
import { DeletePost } from './api/delete-post-mutation.ts';
import { PinPost, UnpinPost } from './api/pin-post-mutations.ts';
import { moveOnShelves } from './api/shelf-cache.ts';
import { UndeletePostMutation } from './api/undelete-post-mutation.ts';
import { YourStoryRow_post } from './components/story-row-fragment.ts';
import { filterOfShelf, shelfOfFilter, type Shelf } from './shelves.ts';
import { yourStoriesTexts } from './texts.ts';
import { undeletedHref } from './undelete-url.ts';

/** The story a row acts on: its id, and its title as the toasts name it. */
export interface StoryRef {
  id: string;
  title: string;
}

export interface StoryActionDeps {
  client: ApolloClient;
  showToast: (toast: ToastInput) => unknown;
  navigate: (href: string) => void;
  now?: () => number;
}

/** Every refusal the API can answer here, or a failure to answer at all. */
type Refusal = { __typename: string; message?: string };

const titleOf = (story: StoryRef) => story.title.trim() || yourStoriesTexts.untitled;

/**
 * What the page says when an action did not happen; nothing changed on the server, and Apollo took
 * back the optimistic change. MaxPinnedStoriesReached and BadRequest carry the API's own words.
 */
function refused(outcome: Refusal): ToastInput {
  const message =
    outcome.__typename === 'RateLimited'
      ? yourStoriesTexts.rateLimited
      : outcome.__typename === 'NotFound'
        ? yourStoriesTexts.notFound
        : (outcome.__typename === 'MaxPinnedStoriesReached' || outcome.__typename === 'BadRequest') &&
            outcome.message
          ? outcome.message
          : yourStoriesTexts.failed;
  return { message, toastStyle: 'ERROR' };
}

/**
 * The writer's actions on her stories (spec 3 §2, spec 2 §4): delete to the trash (MOVE_POST_TO_TRASH,
 * Undo restores), restore from it (the undelete address, whose page shows UNDELETE_POST), pin and unpin.
 */
export function storyActions({ client, showToast, navigate, now = Date.now }: StoryActionDeps) {
  /** Whether a shelf on this page shows the story (an Undo after a fresh load may act on one it never read). */
  const isShown = (postId: string) =>
    client.cache.readFragment({
      id: client.cache.identify({ __typename: 'Post', id: postId }),
      fragment: YourStoryRow_post,
      optimistic: true,
    }) !== null;

  /**
   * A move into or out of the trash, on every cached shelf at once when `to` is known ahead and the
   * story is shown. Not otherwise: its new shelf is then asked again once the API answered, and Apollo
   * asks nothing in the middle of an optimistic update.
   */
  function move(story: StoryRef, from: Shelf, into: 'trash' | 'shelf', to?: Shelf) {
    const movedAt = toAwsTimestamp(now());
    const mutation = into === 'trash' ? DeletePost : UndeletePostMutation;
    const target = isShown(story.id) ? (into === 'trash' ? 'deleted' : to) : undefined;
    return mutateOutcome(
      client,
      {
        mutation,
        variables: { targetPostId: story.id },
        ...(target && {
          optimisticResponse: {
            result: {
              __typename: 'MovedPost' as const,
              postId: story.id,
              title: story.title,
              filterBy: filterOfShelf(target),
              purgeAt: null,
            },
          },
        }),
        update(cache, { data }) {
          const moved = data?.result;
          if (moved?.__typename !== 'MovedPost') return;
          const shelf = shelfOfFilter(moved.filterBy);
          moveOnShelves(cache, { postId: moved.postId, from, to: shelf, purgeAt: moved.purgeAt, movedAt });
        },
      },
      (data) => data.result,
    );
  }

  /** Delete: into the trash, with Undo (spec 2 §4: move to trash → restore). */
  async function trash(story: StoryRef, from: Shelf) {
    const outcome = await move(story, from, 'trash');
    if (outcome.__typename !== 'MovedPost') return void showToast(refused(outcome));
    showToast({
      message: yourStoriesTexts.movedToTrash(titleOf(story)),
      toastStyle: 'MOVE_POST_TO_TRASH',
      undo: { label: yourStoriesTexts.undo, onUndo: () => void putBack(story, from) },
    });
  }

  /** Undo of a delete: back where it was, without a new toast (only a failure says something). */
  async function putBack(story: StoryRef, shelf: Shelf) {
    const outcome = await move(story, 'deleted', 'shelf', shelf);
    if (outcome.__typename !== 'MovedPost') showToast(refused(outcome));
  }

  /** Restore from the deleted shelf: then the undelete address (spec 2 "Other"), which shows the toast. */
  async function restore(story: StoryRef) {
    const outcome = await move(story, 'deleted', 'shelf');
    if (outcome.__typename !== 'MovedPost') return void showToast(refused(outcome));
    navigate(
      undeletedHref({ postId: outcome.postId, title: outcome.title, tab: shelfOfFilter(outcome.filterBy) }),
    );
  }

  /** Undo of an undelete (spec 2 §4: reverses the move): back into the trash, quietly. */
  async function trashAgain(story: StoryRef, from: Shelf) {
    const outcome = await move(story, from, 'trash');
    if (outcome.__typename !== 'MovedPost') showToast(refused(outcome));
  }

  /** The UNDELETE_POST toast of the undelete address, whose Undo moves the story back to the trash. */
  const undeletedToast = (story: StoryRef, tab: Shelf): ToastInput => ({
    message: yourStoriesTexts.restored(titleOf(story)),
    toastStyle: 'UNDELETE_POST',
    undo: { label: yourStoriesTexts.undo, onUndo: () => void trashAgain(story, tab) },
  });

  /** Pin or unpin: the row shows it at once, and goes back if the API says no. */
  async function setPinned(story: StoryRef, pin: boolean) {
    const outcome = await mutateOutcome(
      client,
      {
        mutation: pin ? PinPost : UnpinPost,
        variables: { postId: story.id },
        optimisticResponse: {
          result: { __typename: 'Post' as const, id: story.id, pinnedAt: pin ? toAwsTimestamp(now()) : null },
        },
      },
      (data) => data.result,
    );
    if (outcome.__typename !== 'Post') return void showToast(refused(outcome));
    showToast({
      message: (pin ? yourStoriesTexts.pinnedToast : yourStoriesTexts.unpinnedToast)(titleOf(story)),
    });
  }

  return {
    trash,
    restore,
    undeletedToast,
    pin: (story: StoryRef) => setPinned(story, true),
    unpin: (story: StoryRef) => setPinned(story, false),
  };
}

export type StoryActions = ReturnType<typeof storyActions>;
