import { useApolloClient } from '@apollo/client/react';
import { useEffect, type RefObject } from 'react';
import { progressToRecord, readingRule, type ReadProgress } from '#contract/reading.ts';
import { recordPostView } from '#web/lib/post-view-counters.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';

/**
 * The story page's read tracker (issue #13). Every view is counted in the browser's post view counters
 * (spec 2 §4); for a signed-in reader the read is recorded by the rule of graphql/contract/reading.ts:
 * time counts only while the tab is visible, the end is the last paragraph on screen (a member-only
 * preview has no end to reach), and each progress is sent once a visit.
 */
export function useReadTracker(
  story: { postId: string; isLocked: boolean; hasWholeBody: boolean },
  body: RefObject<HTMLElement | null>,
) {
  const { postId, isLocked, hasWholeBody } = story;
  const signedIn = useViewerSession().kind === 'signed-in';
  const client = useApolloClient();

  useEffect(() => {
    if (postId) recordPostView(postId, { metered: isLocked });
  }, [postId, isLocked]);

  useEffect(() => {
    if (!signedIn || !postId) return;
    let visibleMs = 0;
    let visibleSince: number | null = document.visibilityState === 'visible' ? performance.now() : null;
    let reachedEnd = false;
    let recorded: ReadProgress | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const elapsed = () => visibleMs + (visibleSince === null ? 0 : performance.now() - visibleSince);

    const check = () => {
      const progress = progressToRecord({ visibleMs: elapsed(), reachedEnd }, recorded);
      if (progress) {
        recorded = progress;
        // Loaded when a read first counts: readers who only glance never download it.
        void import('../api/record-post-read.ts').then(({ recordPostRead }) =>
          recordPostRead(client, postId, progress),
        );
      }
      clearTimeout(timer);
      if (recorded === null && visibleSince !== null) {
        timer = setTimeout(check, Math.max(0, readingRule.readAfterVisibleSeconds * 1000 - elapsed()));
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') visibleSince ??= performance.now();
      else if (visibleSince !== null) {
        visibleMs += performance.now() - visibleSince;
        visibleSince = null;
      }
      check();
    };
    const last = hasWholeBody ? [...(body.current?.querySelectorAll('.paragraph') ?? [])].at(-1) : undefined;
    const observer = last
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting) && document.visibilityState === 'visible') {
            reachedEnd = true;
            observer?.disconnect();
            check();
          }
        })
      : undefined;
    if (last) observer?.observe(last);
    document.addEventListener('visibilitychange', onVisibility);
    check();
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [postId, signedIn, hasWholeBody, body, client]);
}
