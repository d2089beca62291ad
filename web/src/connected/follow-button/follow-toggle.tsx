import { useRef } from 'react';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import type { SignInSubject } from '../sign-in/sign-in-request.ts';
import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';

interface FollowToggleProps {
  isFollowing: boolean;
  /** Follows (or unfollows, when following) and shows its answer: the toggle only calls it. */
  onToggle: () => Promise<unknown>;
  /** Who or what a visitor's sign-up is about (spec 2 §2), when the sign-up may name it. */
  signInSubject?: SignInSubject;
  /** The accessible name, where "Follow" alone would not say what is followed (a topic among many). */
  label?: string;
}

/**
 * Spec 2 §4 Follow / Following, a toggle (aria-pressed), one for every kind of thing a reader follows
 * (writers and publications, tags, topics). A signed-out visitor gets a sign-up link with the `follow`
 * entry point that comes back to this page (spec 2 §1, §2). One change at a time: a second click while
 * the first is on its way is ignored (not `disabled`, which would drop the keyboard focus).
 */
export function FollowToggle({ isFollowing, onToggle, signInSubject, label }: FollowToggleProps) {
  const session = useViewerSession();
  const { signInLinkProps } = useSignIn();
  const pending = useRef(false);
  if (session.kind === 'signed-out') {
    return (
      <a
        className="button button--dark follow-button"
        aria-label={label}
        {...signInLinkProps({
          operation: 'register',
          entry: 'follow',
          ...(signInSubject ? { subject: signInSubject } : {}),
        })}
      >
        {texts.social.follow}
      </a>
    );
  }
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await onToggle();
    } finally {
      pending.current = false;
    }
  };
  return (
    <button
      type="button"
      className={`button follow-button ${isFollowing ? 'button--outline' : 'button--dark'}`}
      aria-pressed={isFollowing}
      aria-label={label}
      // Until the session is known there is no one to follow as.
      disabled={session.kind === 'loading'}
      onClick={() => void toggle()}
    >
      {isFollowing ? texts.social.following : texts.social.follow}
    </button>
  );
}
