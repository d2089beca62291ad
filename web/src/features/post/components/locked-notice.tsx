import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { texts } from '#web/lib/texts.ts';
import { MemberOnlyStar } from '#web/ui/member-only-star.tsx';

const notice = {
  heading: 'The rest of this story is for members only.',
  text: 'Members read every story and support the writers they read. Already a member?',
};

/** Shown under the preview of a member-only story the viewer may not read in full. */
export function LockedNotice({ postId, authorId }: { postId: string; authorId: string }) {
  return (
    <aside className="locked-notice" aria-labelledby="locked-notice-heading">
      <MemberOnlyStar postId={postId} authorId={authorId} source="locked-notice" />
      <h2 id="locked-notice-heading" className="locked-notice__heading">
        {notice.heading}
      </h2>
      <p className="locked-notice__text">
        {notice.text}{' '}
        {/* Spec 2 §2: the 'read exclusive' entry point; the reader comes back to this story. */}
        <SignInLink request={{ operation: 'login', entry: 'read_exclusive' }}>{texts.signIn}</SignInLink>
      </p>
    </aside>
  );
}
