import { useRef } from 'react';
import type { SocialTarget } from '../social/social-target.ts';
import { useSocialAction } from '../social/use-social-action.ts';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import type { SignInSubject } from '../sign-in/sign-in-request.ts';
import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';

interface FollowButtonProps {
  target: SocialTarget;
  isFollowing: boolean;
}

const subjectOf = (target: SocialTarget): SignInSubject =>
  target.kind === 'user' ? { userId: target.id } : { collectionId: target.id };

/**
 * Spec 2 §4 Follow / Following, a toggle (aria-pressed). A signed-out visitor gets a sign-up link with
 * the `follow` entry point that comes back to this page (spec 2 §1, §2); a writer sees none on their own
 * profile (spec 3: a user cannot follow themselves). What shows comes from the cache, so the server's
 * HTML and the first browser render agree.
 */
export function FollowButton({ target, isFollowing }: FollowButtonProps) {
  const session = useViewerSession();
  const actions = useSocialAction();
  const { signInLinkProps } = useSignIn();
  const pending = useRef(false);
  if (session.kind === 'signed-out') {
    return (
      <a
        className="button button--dark follow-button"
        {...signInLinkProps({ operation: 'register', entry: 'follow', subject: subjectOf(target) })}
      >
        {texts.social.follow}
      </a>
    );
  }
  if (session.kind === 'signed-in' && target.kind === 'user' && target.id === session.viewer.id) return null;
  // One change at a time: a second click while the first is on its way is ignored. (Not `disabled`,
  // which would drop the keyboard focus.)
  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      await (isFollowing ? actions.unfollow(target) : actions.follow(target));
    } finally {
      pending.current = false;
    }
  };
  return (
    <button
      type="button"
      className={`button follow-button ${isFollowing ? 'button--outline' : 'button--dark'}`}
      aria-pressed={isFollowing}
      // Until the session is known there is no one to follow as.
      disabled={session.kind === 'loading'}
      onClick={() => void toggle()}
    >
      {isFollowing ? texts.social.following : texts.social.follow}
    </button>
  );
}
