import { useEffect, useRef } from 'react';
import type { ToastDuration } from '#web/lib/toasts/toast.ts';

/**
 * Calls onExpire once a numeric duration has run; FOREVER and NEXTPAGE never expire. While paused the
 * clock stops, and it resumes with the time that was left.
 */
export function useAutoHide(duration: ToastDuration, paused: boolean, onExpire: () => void) {
  const remaining = useRef(typeof duration === 'number' ? duration : Infinity);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (typeof duration !== 'number' || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [duration, paused]);
}
