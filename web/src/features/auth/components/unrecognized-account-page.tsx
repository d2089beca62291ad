import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { authTexts } from '../texts.ts';

/**
 * /unrecognized-account (spec 2 §8 "Unrecognized account"): where a sign-in with an account that does
 * not exist ends; the link opens sign-up.
 */
export function UnrecognizedAccountPage() {
  return (
    <section className="unrecognized-account">
      <h1 className="unrecognized-account__title">{authTexts.unrecognizedAccount}</h1>
      <p className="unrecognized-account__text">{authTexts.createNewAccountQuestion}</p>
      <SignInLink className="button button--dark" request={{ operation: 'register', redirectTo: '/' }}>
        {authTexts.createAccountButton}
      </SignInLink>
    </section>
  );
}
