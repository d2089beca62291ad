import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';

const SignedInBanners = lazy(() =>
  import('./signed-in-banners.tsx').then(({ SignedInBanners: banners }) => ({ default: banners })),
);

/**
 * The slot above the page for spec 2 §4's banners. Every banner is for a signed-in reader and shows
 * "once hydrated", so the server renders nothing here and visitors load none of their code.
 */
export function BannerSlot() {
  const hydrated = useHydrated();
  const session = useViewerSession();
  if (!hydrated || session.kind !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <SignedInBanners viewer={session.viewer} />
    </Suspense>
  );
}
