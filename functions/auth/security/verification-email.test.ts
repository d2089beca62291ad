import { mailMessageSchema } from '#shared/ports/mailer.ts';
import { confirmLink, verificationEmail } from './verification-email.ts';

test('the link is /m/account/confirm/{key} on the auth domain', () => {
  expect(confirmLink('https://folio.example/', 'k_ey-1')).toBe(
    'https://folio.example/m/account/confirm/k_ey-1',
  );
});

test('the e-mail carries the link in text and html, says how long it works, and is a valid mail message', () => {
  const link = 'https://folio.example/m/account/confirm/abc';
  const message = verificationEmail('ada@new.example', link);
  expect(mailMessageSchema.parse(message)).toEqual(message);
  expect(message.subject).toBe('Confirm your email address for Folio');
  expect(message.text).toContain(`\n${link}\n`);
  expect(message.text).toContain('24 hours');
  expect(message.html).toContain(`href="${link}"`);
});
