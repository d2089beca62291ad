import { isConditionFailure } from '#shared/data/condition-failure.ts';
import type { FolioData } from '#shared/data/data.ts';
import type { PaywallWindow } from '#contract/paywall-meter.ts';

export interface MeteredOpen {
  userId: string;
  postId: string;
  window: PaywallWindow;
  windowStart: number;
  /** The allowance: stories the window may hold. */
  stories: number;
  /** TTL, epoch seconds: the window's end. */
  expiresAt: number;
}

/** The reader's window after an open: whether the story is in it, and how many stories it holds. */
export interface MeteredCount {
  counted: boolean;
  storiesUsed: number;
}

/** The paywall meter's items: the only code that touches `paywallMeter`. */
export function createMeteredRepository(data: FolioData) {
  const { paywallMeter } = data.entities;
  return {
    /**
     * Counts a member-only story opened in full: ONE UpdateItem adding the story to the window's set,
     * conditioned on the story already being in it or the set being under the allowance, so concurrent
     * opens never pass it. Refused: the allowance is used up (nothing written).
     */
    async openMetered(open: MeteredOpen): Promise<MeteredCount> {
      try {
        const { data: item } = await paywallMeter
          .update({ userId: open.userId, window: open.window, windowStart: open.windowStart })
          .add({ postIds: [open.postId] })
          .set({ expiresAt: open.expiresAt })
          .where(
            ({ postIds }, { notExists, contains, size, escape }) =>
              `${notExists(postIds)} OR ${contains(postIds, open.postId)} OR ${size(postIds)} < ${escape(open.stories)}`,
          )
          .go({ response: 'all_new' });
        return { counted: true, storiesUsed: item.postIds?.length ?? 1 };
      } catch (error) {
        if (isConditionFailure(error)) return { counted: false, storiesUsed: open.stories };
        throw error;
      }
    },
  };
}

export type MeteredRepository = ReturnType<typeof createMeteredRepository>;
