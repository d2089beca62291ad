import { openInAppHref } from '#web/lib/open-in-app.ts';
import type { View } from '#web/lib/router/router-context.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { texts } from '#web/lib/texts.ts';

/**
 * Spec 1 §2.4, §9: the slim bar (41 px) under the header on small screens: Open in app, plus sign up and
 * sign in for signed-out visitors. The CSS hides it from the medium breakpoint (728 px) up
 * (app/styles/header.css); the header leaves it out inside the native app.
 */
export function SecondaryBar({ view, signedOut }: { view: View; signedOut: boolean }) {
  return (
    <div className="secondary-bar">
      <a href={openInAppHref(view)} className="secondary-bar__open-in-app">
        {texts.openInApp}
      </a>
      {signedOut && (
        <div className="secondary-bar__actions">
          <SignInLink request={{ operation: 'register', entry: 'nav' }} className="secondary-bar__sign-up">
            {texts.signUp}
          </SignInLink>
          <SignInLink request={{ operation: 'login', entry: 'nav' }} className="secondary-bar__sign-in">
            {texts.signIn}
          </SignInLink>
        </div>
      )}
    </div>
  );
}
