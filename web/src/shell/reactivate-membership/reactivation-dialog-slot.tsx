import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useLocationHash } from '#web/lib/use-location-hash.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { reactivateMembershipHash } from '../avatar-menu/avatar-menu-items.ts';
import { clearHash } from './clear-hash.ts';

const ReactivationDialog = lazy(() =>
  import('./reactivation-dialog.tsx').then(({ ReactivationDialog: dialog }) => ({ default: dialog })),
);

/**
 * Spec 2 §2, §4: the reactivation dialog, hidden until the hash names it; its code and the membership's
 * details load only then, for a signed-in reader, in the browser.
 */
export function ReactivationDialogSlot() {
  const hydrated = useHydrated();
  const session = useViewerSession();
  const hash = useLocationHash();
  if (!hydrated || session.kind !== 'signed-in' || hash !== reactivateMembershipHash) return null;
  return (
    <Suspense fallback={null}>
      <ReactivationDialog
        onClose={() => {
          clearHash();
          window.dispatchEvent(new HashChangeEvent('hashchange'));
        }}
      />
    </Suspense>
  );
}
