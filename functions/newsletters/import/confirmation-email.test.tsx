import { renderConfirmationEmail } from './confirmation-email.tsx';
import { confirmationTexts as texts } from './confirmation-texts.ts';

test('the confirmation e-mail names the newsletter and who asks, links the page, and says ignoring is fine, in both parts', async () => {
  const confirmUrl =
    'https://folio.example/_/newsletters/confirm/0123456789abcdef/email-fedcba9876543210/1800000000/sig';
  const email = await renderConfirmationEmail({
    newsletterName: 'Field Notes',
    from: 'Maya Chen',
    confirmUrl,
  });
  expect(email.subject).toBe('Confirm your subscription to Field Notes');
  expect(email.html).toContain(`href="${confirmUrl}"`);
  for (const part of [email.html, email.text]) {
    expect(part).toContain('Maya Chen added your email address to Field Notes');
    expect(part).toContain(texts.confirm);
  }
  expect(email.text).toContain(texts.ignore);
  expect(email.text).toContain(confirmUrl);
});
