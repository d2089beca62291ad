import { authPaths } from '#contract/auth-paths.ts';
import type { MailMessage } from '#shared/ports/mailer.ts';
import { productName } from '../core/mail-texts.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

export const linkLifetimeMinutes = 15;
export const codeLifetimeMinutes = 15;

/**
 * What the e-mail is for: signing in, creating an account, or signing in because someone asked to
 * create an account for an address that already has one (the e-mail says so).
 */
export type SignInEmailPurpose = 'login' | 'register' | 'existing-account';

export type SignInEmailContent = { type: 'link'; link: string } | { type: 'code'; code: string };

/** The magic link: the callback on the auth domain, carrying the grant token and where to go after. */
export function callbackLink(authOrigin: string, token: string, operation: string, redirect: string): string {
  const query = new URLSearchParams({ token, operation, state: redirect || '/' });
  return `${authOrigin.replace(/\/+$/, '')}${authPaths.emailCallback}?${query.toString()}`;
}

const subjects: Record<SignInEmailPurpose, Record<SignInEmailContent['type'], string>> = {
  login: { link: `Sign in to ${productName}`, code: `Your ${productName} sign-in code` },
  register: { link: `Finish creating your ${productName} account`, code: `Your ${productName} sign-up code` },
  'existing-account': { link: `Sign in to ${productName}`, code: `Your ${productName} sign-in code` },
};

const opening: Record<SignInEmailPurpose, string> = {
  login: `Someone asked to sign in to ${productName} with this email address.`,
  register: `Someone asked to create a ${productName} account with this email address.`,
  'existing-account': `Someone asked to create a ${productName} account with this email address, but you already have one, so this email signs you in to it instead.`,
};

/**
 * A link that also subscribes the account it signs in to a newsletter (decision 159): the e-mail
 * asks to confirm the subscription first.
 */
export interface SubscriptionIntent {
  newsletterName: string;
}

const verb = (purpose: SignInEmailPurpose) => (purpose === 'register' ? 'create your account' : 'sign in');

const subjectOf = (purpose: SignInEmailPurpose, content: SignInEmailContent, intent?: SubscriptionIntent) =>
  intent ? `Confirm your subscription to ${intent.newsletterName}` : subjects[purpose][content.type];

function lines(
  purpose: SignInEmailPurpose,
  content: SignInEmailContent,
  intent?: SubscriptionIntent,
): string[] {
  const ignore = `If it was not you, you can safely ignore this email: nothing happens without it.`;
  if (content.type === 'link') {
    const action = intent ? `confirm your subscription and ${verb(purpose)}` : verb(purpose);
    return [
      intent
        ? `Someone asked to subscribe this email address to ${intent.newsletterName} on ${productName}, to get an email whenever a new story is published.`
        : opening[purpose],
      `Click the link below to ${action}. It works once and expires in ${linkLifetimeMinutes} minutes.`,
      content.link,
      ignore,
    ];
  }
  return [
    opening[purpose],
    `Enter this code to ${verb(purpose)}. It expires in ${codeLifetimeMinutes} minutes.`,
    content.code,
    ignore,
  ];
}

function html(purpose: SignInEmailPurpose, content: SignInEmailContent, intent?: SubscriptionIntent): string {
  const [first = '', second = '', action = '', last = ''] = lines(purpose, content, intent).map(escapeHtml);
  const button =
    content.type === 'link'
      ? `<p><a href="${action}" style="display:inline-block;padding:10px 20px;border-radius:99px;background:#1a8917;color:#fff;text-decoration:none">${escapeHtml(subjectOf(purpose, content, intent))}</a></p><p style="font-size:13px;color:#6b6b6b">Or paste this link into your browser: ${action}</p>`
      : `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${action}</p>`;
  return `<!doctype html><html><body style="font-family:sans-serif;color:#242424"><p>${first}</p><p>${second}</p>${button}<p style="font-size:13px;color:#6b6b6b">${last}</p></body></html>`;
}

/** The sign-in e-mail for the e-mail queue (the mail consumer sends it); `intent` for a subscription's link. */
export function signInEmail(
  to: string,
  purpose: SignInEmailPurpose,
  content: SignInEmailContent,
  intent?: SubscriptionIntent,
): MailMessage {
  return {
    to,
    subject: subjectOf(purpose, content, intent),
    text: `${lines(purpose, content, intent).join('\n\n')}\n\n${productName}\n`,
    html: html(purpose, content, intent),
  };
}
