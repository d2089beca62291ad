import { useId } from 'react';
import { oneTapTexts } from './one-tap-texts.ts';

export interface OneTapCardProps {
  /** The Google account's address, which the new account would use. */
  email: string;
  /** The Sign up call is running. */
  busy: boolean;
  /** Why the last Sign up did not work, if it did not. */
  problem: string | null;
  onSignUp(): void;
  onSignIn(): void;
  onClose(): void;
}

/**
 * Spec 2 §2's 'Continue to the product' card with Sign up and Sign in: a non-modal dialog in the corner
 * where Google's prompt was, so the page stays readable behind it.
 */
export function OneTapCard({ email, busy, problem, onSignUp, onSignIn, onClose }: OneTapCardProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <section className="one-tap-card" role="dialog" aria-labelledby={titleId} aria-describedby={textId}>
      <button type="button" className="one-tap-card__close" aria-label={oneTapTexts.close} onClick={onClose}>
        ×
      </button>
      <h2 id={titleId} className="one-tap-card__title">
        {oneTapTexts.title}
      </h2>
      <p id={textId} className="one-tap-card__text">
        {oneTapTexts.subtitle(email)}
      </p>
      {problem && (
        <p className="one-tap-card__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="one-tap-card__actions">
        <button
          type="button"
          className="one-tap-card__button one-tap-card__button--primary"
          disabled={busy}
          onClick={onSignUp}
        >
          {busy ? oneTapTexts.signingUp : oneTapTexts.signUp}
        </button>
        <button type="button" className="one-tap-card__button" onClick={onSignIn}>
          {oneTapTexts.signIn}
        </button>
      </div>
    </section>
  );
}
