import { useCallback, useRef, useState } from 'react';
import type { SaveOutcome } from '../../api/viewer-update.ts';

/** Spec 2 §5 "Field status: LOADING, SUCCESS, ERROR"; null before any save (and after an edit). */
export type FieldStatus = 'LOADING' | 'SUCCESS' | 'ERROR' | null;

export interface FieldState {
  status: FieldStatus;
  /** The server's (or our check's) message, shown beside the field while the status is ERROR. */
  message: string | null;
}

const idle: FieldState = { status: null, message: null };

/**
 * One field's save cycle. `save` ignores a call while one runs; `fail` shows a message without a
 * request (an instant check); `reset` clears the status when the reader edits again.
 */
export function useFieldStatus() {
  const [state, setState] = useState<FieldState>(idle);
  const running = useRef(false);

  const save = useCallback(async (task: () => Promise<SaveOutcome>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setState({ status: 'LOADING', message: null });
    const outcome = await task();
    running.current = false;
    setState(
      outcome.ok ? { status: 'SUCCESS', message: null } : { status: 'ERROR', message: outcome.message },
    );
    return outcome.ok;
  }, []);

  const fail = useCallback((message: string) => setState({ status: 'ERROR', message }), []);
  const reset = useCallback(() => setState((current) => (current.status === 'LOADING' ? current : idle)), []);

  return { ...state, save, fail, reset };
}
