import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { yourStoriesTexts } from '../texts.ts';

/** What a visitor sees instead of the shelves, as on the settings page: a way to sign in and come back. */
export function SignInPrompt() {
  return (
    <p className="settings__sign-in">
      {yourStoriesTexts.signInPrompt}{' '}
      <SignInLink className="settings-link" request={{ operation: 'login' }}>
        {yourStoriesTexts.signIn}
      </SignInLink>
    </p>
  );
}
