import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { plansHref } from '#web/lib/plans-link.ts';
import { texts } from '#web/lib/texts.ts';
import { useViewerSession } from '#web/lib/viewer-session.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { MemberOnlyStar } from '#web/ui/member-only-star.tsx';

const notice = {
  heading: 'The rest of this story is for members only.',
  text: 'Members read every story and support the writers they read.',
  signUp: 'Sign up to become a member',
  becomeMember: 'Become a member',
  alreadyMember: 'Already a member?',
};

/**
 * Shown under the preview of a member-only story the viewer may not read in full: the paywall's way
 * in. A visitor signs up and lands on the plans (carrying this story, which /welcome-member leads back
 * to), or signs in back to the story; a signed-in reader goes straight to the plans.
 */
export function LockedNotice({ postId, authorId }: { postId: string; authorId: string }) {
  const session = useViewerSession();
  const storyPath = buildRoute('ShowPost', { postId });
  const plans = plansHref(storyPath);
  return (
    <aside className="locked-notice" aria-labelledby="locked-notice-heading">
      <MemberOnlyStar postId={postId} authorId={authorId} source="locked-notice" />
      <h2 id="locked-notice-heading" className="locked-notice__heading">
        {notice.heading}
      </h2>
      <p className="locked-notice__text">{notice.text}</p>
      {session.kind === 'signed-in' ? (
        <p className="locked-notice__text">
          <a className="button button--dark" href={plans}>
            {notice.becomeMember}
          </a>
        </p>
      ) : (
        <p className="locked-notice__text">
          {/* Spec 2 §2: the 'read exclusive' entry point. */}
          <SignInLink
            className="button button--dark"
            request={{ operation: 'register', entry: 'read_exclusive', redirectTo: plans }}
          >
            {notice.signUp}
          </SignInLink>{' '}
          {notice.alreadyMember}{' '}
          <SignInLink request={{ operation: 'login', entry: 'read_exclusive' }}>{texts.signIn}</SignInLink>
        </p>
      )}
    </aside>
  );
}
