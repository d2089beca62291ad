import { useCallback, useEffect, useId, useReducer, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { SignInModalRequest } from '#web/connected/sign-in/sign-in-request.ts';
import { flowReducer, openingState } from '../flow-state.ts';
import { authTexts } from '../texts.ts';
import { SignInFlow } from './sign-in-flow.tsx';
import { useFocusTrap } from './use-focus-trap.ts';

/** Spec 2 §9: "modal animation 300 ms", in and out. */
export const modalAnimationMs = 300;

/** Spec 2 §2: the optional 1800×212 image at the bottom of the sign-up layout. */
export interface SignUpBanner {
  src: string;
  alt: string;
}

export interface SignInModalProps {
  request: SignInModalRequest;
  banner?: SignUpBanner;
  /** Called once the closing animation has played. */
  onClosed(): void;
}

/**
 * The sign-in and sign-up modal (spec 2 §2, §4): a dialog labelled by its step's title, focus kept
 * inside, closed by Escape, its close button or a click beside it; z-order 800, below toasts.
 */
export function SignInModal({ request, banner, onClosed }: SignInModalProps) {
  const [state, dispatch] = useReducer(flowReducer, request, openingState);
  const [closing, setClosing] = useState(false);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const trapFocus = useFocusTrap(dialog, `${state.step}:${state.operation}:${state.inbox}`);
  const close = useCallback(() => setClosing(true), []);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'close' });
      onClosed();
    }, modalAnimationMs);
    return () => clearTimeout(timer);
  }, [closing, onClosed]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind does not scroll while the dialog is up.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [close]);

  if (state.step === 'none') return null;
  const signUp = state.operation === 'register';
  return createPortal(
    <div
      className="sign-in-modal"
      data-state={closing ? 'closing' : 'open'}
      style={{ '--modal-animation': `${modalAnimationMs}ms` } as CSSProperties}
    >
      <div className="sign-in-modal__backdrop" onClick={close} />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`sign-in-modal__dialog sign-in${signUp ? ' sign-in--sign-up' : ''}`}
        onKeyDown={trapFocus}
      >
        <button type="button" className="sign-in-modal__close" aria-label={authTexts.close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <div className="sign-in__body">
          <SignInFlow
            state={state}
            dispatch={dispatch}
            entry={request.entry}
            redirect={request.redirect}
            {...(request.newsletterV3Id ? { newsletterV3Id: request.newsletterV3Id } : {})}
            {...(request.userId ? { newsletterWriterId: request.userId } : {})}
            titleId={titleId}
            onClose={close}
          />
        </div>
        {banner && signUp && (
          <img className="sign-in__banner" src={banner.src} alt={banner.alt} width={1800} height={212} />
        )}
      </div>
    </div>,
    document.body,
  );
}
