import { useEffect } from 'react';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { readUndeleted, withoutUndeleted } from '../undelete-url.ts';
import { useStoryActions } from '../use-story-actions.ts';

/**
 * Spec 2 "Other": the undelete address shows the UNDELETE_POST toast (whose Undo moves the story back
 * to the trash), after a restore on this page and on a fresh load alike; its parameters then leave the
 * address bar, so a reload or a shared link does not show it again.
 */
export function useUndeletedNotice() {
  const { showToast } = useToasts();
  const actions = useStoryActions();
  useEffect(() => {
    const undeleted = readUndeleted(window.location.search);
    if (!undeleted) return;
    window.history.replaceState(window.history.state, '', withoutUndeleted(new URL(window.location.href)));
    showToast(actions.undeletedToast({ id: undeleted.postId, title: undeleted.title }, undeleted.tab));
  }, [showToast, actions]);
}
