import { authPaths } from '#contract/auth-paths.ts';
import type { MailMessage } from '#shared/ports/mailer.ts';
import { productName } from '../core/mail-texts.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

/** How long a link confirming an address works (it may sit in an inbox overnight). */
export const verificationLinkLifetimeHours = 24;

/** The confirmation link: /m/account/confirm/{key} on the auth domain (spec 3 §2 "account confirm"). */
export const confirmLink = (authOrigin: string, key: string) =>
  `${authOrigin.replace(/\/+$/, '')}${authPaths.accountConfirmPrefix}${key}`;

/** The e-mail that confirms an address, sent to that address (the e-mail queue delivers it). */
export function verificationEmail(to: string, link: string): MailMessage {
  const lines = [
    `Someone asked to use this email address for a ${productName} account.`,
    `Click the link below to confirm it. It works once and expires in ${verificationLinkLifetimeHours} hours.`,
    link,
    `If it was not you, you can safely ignore this email: the address is not used until it is confirmed.`,
  ];
  const [first = '', second = '', action = '', last = ''] = lines.map(escapeHtml);
  return {
    to,
    subject: `Confirm your email address for ${productName}`,
    text: `${lines.join('\n\n')}\n\n${productName}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#242424"><p>${first}</p><p>${second}</p><p><a href="${action}" style="display:inline-block;padding:10px 20px;border-radius:99px;background:#1a8917;color:#fff;text-decoration:none">Confirm your email address</a></p><p style="font-size:13px;color:#6b6b6b">Or paste this link into your browser: ${action}</p><p style="font-size:13px;color:#6b6b6b">${last}</p></body></html>`,
  };
}
