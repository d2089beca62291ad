import type { ReactNode } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import {
  useMembershipStatusQuery,
  type ViewerMembershipStatus,
} from '#web/connected/membership/membership-status-query.ts';
import { Link } from '#web/lib/router/link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { LoadFailure } from '#web/ui/account-surface/load-failure.tsx';
import { manageTexts } from '../texts.ts';

/**
 * The frame of the manage pages: the viewer's status loaded in the browser (the page is theirs, never
 * cached), a sign-in prompt for visitors, and the plans for a reader with no membership.
 */
export function MembershipFrame({
  title,
  children,
}: {
  title: string;
  children: (status: ViewerMembershipStatus) => ReactNode;
}) {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const { status, loaded, error, refetch } = useMembershipStatusQuery(!hydrated || signedOut);
  let body: ReactNode;
  if (signedOut)
    body = (
      <p>
        {manageTexts.signInPrompt}{' '}
        <SignInLink request={{ operation: 'login' }}>{manageTexts.signIn}</SignInLink>
      </p>
    );
  else if (status) body = children(status);
  else if (loaded)
    body = (
      <p>
        {manageTexts.noMembership}{' '}
        <Link to="ShowPay" params={{}} className="button button--dark">
          {manageTexts.becomeMember}
        </Link>
      </p>
    );
  else if (error)
    body = (
      <LoadFailure
        message={manageTexts.loadFailed}
        retryLabel={manageTexts.retry}
        onRetry={() => void refetch()}
      />
    );
  else body = <p aria-busy="true">{manageTexts.loading}</p>;
  return (
    <AccountSurface>
      <div className="manage-membership">
        <h1 className="manage-membership__title">{title}</h1>
        {body}
      </div>
    </AccountSurface>
  );
}
