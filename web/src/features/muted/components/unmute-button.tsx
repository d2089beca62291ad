import { useState } from 'react';
import type { SocialTarget } from '#web/connected/social/social-target.ts';
import { useSocialAction } from '#web/connected/social/use-social-action.ts';
import { mutedTexts } from '../texts.ts';

/**
 * Unmutes the row's writer or publication. useSocialAction shows the toast ('{name} has been unmuted.')
 * and the answer's viewerEdge (isMuting false) takes the row off the list; on a failure it stays.
 */
export function UnmuteButton({ target }: { target: SocialTarget }) {
  const { unmute } = useSocialAction();
  const [pending, setPending] = useState(false);
  const click = () => {
    setPending(true);
    void unmute(target).finally(() => setPending(false));
  };
  return (
    <button type="button" className="button button--outline" disabled={pending} onClick={click}>
      {mutedTexts.unmute}
    </button>
  );
}
