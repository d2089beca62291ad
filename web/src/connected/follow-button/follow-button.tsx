import type { SocialTarget } from '../social/social-target.ts';
import { useSocialAction } from '../social/use-social-action.ts';
import type { SignInSubject } from '../sign-in/sign-in-request.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { FollowToggle } from './follow-toggle.tsx';

interface FollowButtonProps {
  target: SocialTarget;
  isFollowing: boolean;
}

const subjectOf = (target: SocialTarget): SignInSubject =>
  target.kind === 'user' ? { userId: target.id } : { collectionId: target.id };

/**
 * Follow / Following of a writer or a publication (the toggle: follow-toggle.tsx); a writer sees none on
 * their own profile (spec 3: a user cannot follow themselves). What shows comes from the cache, so the
 * server's HTML and the first browser render agree.
 */
export function FollowButton({ target, isFollowing }: FollowButtonProps) {
  const session = useViewerSession();
  const actions = useSocialAction();
  if (session.kind === 'signed-in' && target.kind === 'user' && target.id === session.viewer.id) return null;
  return (
    <FollowToggle
      isFollowing={isFollowing}
      signInSubject={subjectOf(target)}
      onToggle={() => (isFollowing ? actions.unfollow(target) : actions.follow(target))}
    />
  );
}
