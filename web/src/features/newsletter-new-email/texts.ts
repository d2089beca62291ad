import { texts } from '#web/lib/texts.ts';

/** /newsletters/{id}/new-email's texts (spec 3 §2 names the route, not its words): ours. */
export const newEmailTexts = {
  title: 'New email',
  starting: 'Starting your email…',
  signInPrompt: 'Sign in to write an email to your subscribers.',
  signIn: texts.signIn,
  failed: 'We could not start your email. Please try again.',
};
