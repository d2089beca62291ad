import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import type { SubscribeButtonProps } from './subscribe-button.tsx';

const SubscribeButton = lazy(() =>
  import('./subscribe-button.tsx').then((module) => ({ default: module.SubscribeButton })),
);

/**
 * The Subscribe button in its own chunk, for pages where it sits below the fold or only sometimes
 * (the story's author card, a publication's promoted newsletter): the page's script carries none of
 * it. Rendered once hydrated: the server's render cannot wait for a lazy chunk (React error 419).
 */
export function LazySubscribeButton(props: SubscribeButtonProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeButton {...props} />
    </Suspense>
  );
}
