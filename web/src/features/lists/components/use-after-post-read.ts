import { useEffect } from 'react';
import { consumePostRead } from '#web/lib/router/navigation-state.ts';

/**
 * The list page consumes the navigation state's post-read flag: a reader back from a story they just
 * read (STARTED or FINISHED) sees the list as it is now — the story marked read, Resume reading without
 * a finished story or with a started one — from one fresh read of the list, without a reload.
 */
export function useAfterPostRead(refresh: () => Promise<unknown>) {
  useEffect(() => {
    if (consumePostRead())
      void refresh().catch((error: unknown) => console.error('Could not read the list again.', error));
  }, [refresh]);
}
