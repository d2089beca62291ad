import { useCallback, useRef, useState } from 'react';
import type { SaveOutcome } from '../api/update-post-settings-mutation.ts';

/** Spec 2 §5 "Field status: LOADING, SUCCESS, ERROR"; null before any save (and after an edit). */
export type SectionStatus = 'LOADING' | 'SUCCESS' | 'ERROR' | null;

interface StatusState {
  status: SectionStatus;
  message: string | null;
}

const idle: StatusState = { status: null, message: null };
const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One section's values and its save: the section shows the saved values until the writer edits, keeps
 * what the writer typed after a failed save (nothing is lost), and follows the saved values again
 * after a successful one (as the server kept them: trimmed, say). `check` refuses before any request.
 */
export function useSectionForm<T extends object>(saved: T) {
  const [draft, setDraft] = useState(saved);
  const [edited, setEdited] = useState(false);
  const [state, setState] = useState<StatusState>(idle);
  const running = useRef(false);

  if (!edited && !same(draft, saved)) setDraft(saved);

  const edit = useCallback((change: Partial<T>) => {
    setDraft((current) => ({ ...current, ...change }));
    setEdited(true);
    setState((current) => (current.status === 'LOADING' ? current : idle));
  }, []);

  const submit = useCallback(async (check: () => string | null, send: () => Promise<SaveOutcome>) => {
    if (running.current) return;
    const problem = check();
    if (problem) return setState({ status: 'ERROR', message: problem });
    running.current = true;
    setState({ status: 'LOADING', message: null });
    const outcome = await send();
    running.current = false;
    if (outcome.ok) setEdited(false);
    setState(
      outcome.ok ? { status: 'SUCCESS', message: null } : { status: 'ERROR', message: outcome.message },
    );
  }, []);

  return { draft, edit, submit, ...state };
}
