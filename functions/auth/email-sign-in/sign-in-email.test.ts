import { mailMessageSchema } from '#shared/ports/mailer.ts';
import { callbackLink, signInEmail, type SignInEmailPurpose } from './sign-in-email.ts';

test('the link is the callback on the auth domain with token, operation and state', () => {
  const link = callbackLink('https://folio.example/', 'tok_en-1', 'login', '/@ada/story-abc?x=1&y=2');
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe('https://folio.example/m/callback/email');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    token: 'tok_en-1',
    operation: 'login',
    state: '/@ada/story-abc?x=1&y=2',
  });
  expect(new URL(callbackLink('http://localhost:3000', 't', 'register', '')).searchParams.get('state')).toBe(
    '/',
  );
});

const purposes: SignInEmailPurpose[] = ['login', 'register', 'existing-account'];

test.each(purposes)(
  'a %s link e-mail carries the link in text and html, and is a valid mail message',
  (purpose) => {
    const link = 'https://folio.example/m/callback/email?token=abc&operation=login&state=%2F';
    const message = signInEmail('ada@example.com', purpose, { type: 'link', link });
    expect(mailMessageSchema.parse(message)).toEqual(message);
    expect(message.text).toContain(link);
    expect(message.text).toContain('15 minutes');
    expect(message.html).toContain(link.replace(/&/g, '&amp;'));
    expect(message.subject).toMatch(/Folio/);
  },
);

test.each(purposes)('a %s code e-mail carries the code', (purpose) => {
  const message = signInEmail('ada@example.com', purpose, { type: 'code', code: '012345' });
  expect(mailMessageSchema.parse(message)).toEqual(message);
  expect(message.text).toContain('\n012345\n');
  expect(message.html).toContain('012345');
  expect(message.subject).not.toContain('012345');
});

test('the wording follows the purpose', () => {
  const link = { type: 'link' as const, link: 'https://folio.example/x' };
  expect(signInEmail('a@b.co', 'login', link).subject).toBe('Sign in to Folio');
  expect(signInEmail('a@b.co', 'register', link).subject).toBe('Finish creating your Folio account');
  expect(signInEmail('a@b.co', 'register', link).text).toContain('create your account');
  expect(signInEmail('a@b.co', 'existing-account', link).text).toContain('you already have one');
  expect(signInEmail('a@b.co', 'login', { type: 'code', code: '1' }).subject).toBe('Your Folio sign-in code');
});
