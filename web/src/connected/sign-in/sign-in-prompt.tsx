import { texts } from '#web/lib/texts.ts';
import { SignInLink } from './sign-in-link.tsx';

/**
 * What a visitor sees on a page that is a signed-in reader's own (settings, your stories, muted, …):
 * the page's sentence saying what signing in gives, and a way to sign in and come back.
 */
export function SignInPrompt({ prompt }: { prompt: string }) {
  return (
    <p className="settings__sign-in">
      {prompt}{' '}
      <SignInLink className="settings-link" request={{ operation: 'login' }}>
        {texts.signIn}
      </SignInLink>
    </p>
  );
}
