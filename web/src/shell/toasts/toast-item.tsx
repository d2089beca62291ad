import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from '#web/lib/router/link.tsx';
import { toastAnimationMs } from '#web/lib/toasts/toast.ts';
import { useToasts } from '#web/lib/toasts/toasts-context.ts';
import { toastClasses } from './toast-classes.ts';
import type { ShownToast } from './toasts-state.ts';
import { useAutoHide } from './use-auto-hide.ts';

/**
 * One toast. Its clock stops while the pointer is over it (spec 2 §4) and, so that a keyboard user can
 * reach its undo, while focus is inside it.
 */
export function ToastItem({ entry, onGone }: { entry: ShownToast; onGone: (id: string) => void }) {
  const { id, toast, leaving } = entry;
  const { dismissToast } = useToasts();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const acted = useRef(false);

  useAutoHide(toast.duration, hovered || focused || leaving, () => dismissToast(id));

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onGone(id), toastAnimationMs);
    return () => clearTimeout(timer);
  }, [leaving, id, onGone]);

  // The undo and the action each run at most once, then the toast goes.
  const once = (run: (() => void) | undefined) => () => {
    if (acted.current || !run) return;
    acted.current = true;
    run();
    dismissToast(id);
  };
  const blur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className={leaving ? `${toastClasses.toast} ${toastClasses.leaving}` : toastClasses.toast}
      data-toast-style={toast.toastStyle}
      data-testid={toast.extraParams.testId}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={blur}
    >
      <p className={toastClasses.message}>{toast.message}</p>
      {toast.link &&
        ('href' in toast.link ? (
          <a href={toast.link.href} className={toastClasses.link}>
            {toast.link.label}
          </a>
        ) : (
          <Link to={toast.link.route} params={toast.link.params} className={toastClasses.link}>
            {toast.link.label}
          </Link>
        ))}
      {toast.undo && (
        <button
          type="button"
          className={toastClasses.undo}
          onClick={once(toast.undo.onUndo)}
          disabled={leaving}
        >
          {toast.undo.label}
        </button>
      )}
      {toast.action && (
        <button
          type="button"
          className={toastClasses.action}
          onClick={once(toast.action.onAction)}
          disabled={leaving}
        >
          {toast.action.label}
        </button>
      )}
    </div>
  );
}
