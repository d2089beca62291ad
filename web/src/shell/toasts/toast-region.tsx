import { useEffect, useRef, type CSSProperties } from 'react';
import { useRouter } from '#web/lib/router/router-context.ts';
import { toastAnimationMs } from '#web/lib/toasts/toast.ts';
import { toastClasses } from './toast-classes.ts';
import { isInJourney } from './toast-placement.ts';
import { ToastItem } from './toast-item.tsx';
import { useToastList } from './toasts-provider.tsx';

/** The stylesheet's exit transition reads its length from here, so script and CSS agree on 300 ms. */
const regionStyle = { '--toast-animation': `${toastAnimationMs}ms` } as CSSProperties;

/**
 * The top-fixed toasts (spec 2 §4), rendered once above the page and kept across navigations. The
 * server renders it empty: toasts are shown by the browser only.
 */
export function ToastRegion() {
  const { shown, remove, navigated } = useToastList();
  const { view } = useRouter();
  const shownView = useRef(view);

  // Every navigation gives the router a new view; that is when NEXTPAGE toasts go.
  useEffect(() => {
    if (view === shownView.current) return;
    shownView.current = view;
    navigated();
  }, [view, navigated]);

  const item = (entry: (typeof shown)[number]) => <ToastItem key={entry.id} entry={entry} onGone={remove} />;
  const journey = shown.filter((entry) => isInJourney(entry.toast.toastStyle));
  return (
    <div className={toastClasses.region} style={regionStyle} aria-live="polite">
      {shown.filter((entry) => !isInJourney(entry.toast.toastStyle)).map(item)}
      <div className={toastClasses.journey}>{journey.map(item)}</div>
    </div>
  );
}
