import { SignInLink } from '../../../lib/sign-in/sign-in-link.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '../../../lib/viewer-context.ts';
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

  if (signedOut || viewer === null) {
    return (
      <section className="password-page">
        <p className="password-page__text">
          {passwordTexts.signInPrompt}{' '}
          <SignInLink className="settings-link" request={{ operation: 'login' }}>
            {passwordTexts.signIn}
          </SignInLink>
        </p>
      </section>
    );
  }
  if (!viewer) {
    return (
      <section className="password-page">
        {error ? (
          <p className="password-page__problem" role="alert">
            {passwordTexts.tryAgain}{' '}
            <button type="button" className="settings-link-button" onClick={() => void refetch()}>
              {passwordTexts.retry}
            </button>
          </p>
        ) : (
          <p className="password-page__text" aria-busy="true">
            {passwordTexts.loading}
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="password-page">
      <PasswordForm changing={viewer.hasPassword === true} />
    </section>
  );
}
