import type { ReactNode } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { LoadFailure } from '#web/ui/account-surface/load-failure.tsx';
import { usePasswordPageQuery } from '../api/password-page-query.ts';
import { passwordTexts } from '../texts.ts';
import { PasswordForm } from './password-form.tsx';

/**
 * /password: sets a first password (no current one) or changes it (current + new + confirm). Visitors
 * are asked to sign in; whether a password exists is asked in the browser.
 */
export function PasswordPage() {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const { data, error, refetch } = usePasswordPageQuery(!hydrated || signedOut);
  const viewer = data?.viewer;

  let content: ReactNode;
  if (signedOut || viewer === null) {
    content = (
      <p className="password-page__text">
        {passwordTexts.signInPrompt}{' '}
        <SignInLink className="settings-link" request={{ operation: 'login' }}>
          {passwordTexts.signIn}
        </SignInLink>
      </p>
    );
  } else if (viewer) {
    content = <PasswordForm changing={viewer.hasPassword === true} />;
  } else if (error) {
    content = (
      <LoadFailure
        message={passwordTexts.tryAgain}
        retryLabel={passwordTexts.retry}
        onRetry={() => void refetch()}
        className="password-page__problem"
      />
    );
  } else {
    content = (
      <p className="password-page__text" aria-busy="true">
        {passwordTexts.loading}
      </p>
    );
  }
  return (
    <AccountSurface>
      <section className="password-page">{content}</section>
    </AccountSurface>
  );
}
