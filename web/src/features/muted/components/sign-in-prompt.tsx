import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { mutedTexts } from '../texts.ts';

/** What a visitor sees instead of the lists, as on the settings page: a way to sign in and come back. */
export function SignInPrompt() {
  return (
    <p className="settings__sign-in">
      {mutedTexts.signInPrompt}{' '}
      <SignInLink className="settings-link" request={{ operation: 'login' }}>
        {mutedTexts.signIn}
      </SignInLink>
    </p>
  );
}
