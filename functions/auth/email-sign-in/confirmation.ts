import { authPaths } from '#contract/auth-paths.ts';
import { htmlPage, page, type HttpResult } from '../core/http-responses.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';
import { keyedDigest, sameDigest } from '../core/tokens.ts';
import type { CallbackQuery, GrantAccount } from './sign-in.ts';

/**
 * The confirmation a sign-in needs when the browser that opens it is not the one that asked for it, or
 * holds another account's session (callback-route.ts): a page saying whom it signs in, whose button
 * posts the grant back (confirm-route.ts). Nothing is spent until that POST, which must carry the
 * browser's binding cookie (SameSite=Lax: never sent with another site's POST) and the page's
 * **confirmation token**, an HMAC of the grant and that cookie that only the server can make.
 */

export const confirmationField = 'confirmation';

/** The token the page's form carries: bound to the grant (its token's hash) and to the browser (its nonce). */
export const confirmationToken = (secret: string, tokenHash: string, nonce: string) =>
  keyedDigest(secret, `folio-sign-in-confirmation\n${tokenHash}\n${nonce}`);

/** Whether `given` is the token of this grant in this browser (constant time). */
export const isConfirmationOf = (given: string, secret: string, tokenHash: string, nonce: string) =>
  sameDigest(given, confirmationToken(secret, tokenHash, nonce));

const texts = {
  title: (name: string) => `Sign in as ${name}?`,
  button: (name: string) => `Sign in as ${name}`,
  account: ({ userId, name, email }: GrantAccount) => {
    if (!userId && email) return `This link creates a new Folio account for ${email}.`;
    return email
      ? `This link signs in to the Folio account of ${email}.`
      : `This link signs in to the Folio account of ${name}.`;
  },
  why: 'This sign-in was not started in this browser, so Folio asks before signing you in.',
  signedIn: (current: string, name: string) =>
    `You are signed in as ${current} here: signing in as ${name} signs you out of ${current}.`,
  notYou: 'If you did not ask to sign in, close this page: nothing changes.',
  cancel: 'Cancel',
  notConfirmed: {
    title: 'This sign-in was not confirmed',
    text: 'The confirmation did not come from the page Folio showed in this browser, or the browser did not keep its cookie. Open the sign-in link again and choose Sign in.',
  },
};

const buttonStyle =
  'font:inherit;font-size:1rem;padding:.6rem 1.25rem;border:0;border-radius:99rem;background:#191919;color:#fff;cursor:pointer';

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/**
 * The page: whom the grant signs in, why Folio asks, the current account if another is signed in here,
 * and a form posting the grant with `confirmation` to the confirmation path. `cookies`: the binding
 * cookie when the browser had none. Its policy lets the form go to Folio only, and no page frame it.
 */
export function confirmationPage(options: {
  query: CallbackQuery;
  account: GrantAccount;
  /** The name of the account this browser is signed in to, when it is another one. */
  current: string | undefined;
  confirmation: string;
  cookies: string[];
}): HttpResult {
  const { query, account, current, confirmation } = options;
  const fields = [
    hidden('token', query.token),
    hidden('operation', query.operation),
    ...(query.state === undefined ? [] : [hidden('state', query.state)]),
    hidden(confirmationField, confirmation),
  ].join('');
  const paragraphs = [
    texts.account(account),
    texts.why,
    ...(current ? [texts.signedIn(current, account.name)] : []),
  ];
  const content = [
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<form method="post" action="${authPaths.confirmSignIn}">${fields}`,
    `<button type="submit" style="${buttonStyle}">${escapeHtml(texts.button(account.name))}</button></form>`,
    `<p style="color:#6b6b6b">${escapeHtml(texts.notYou)} <a href="/" style="color:inherit">${texts.cancel}</a></p>`,
  ].join('');
  return htmlPage(200, texts.title(account.name), content, {
    cookies: options.cookies,
    headers: {
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    },
  });
}

/** The answer to a POST without the binding cookie or with a token not made for this grant and browser. */
export const notConfirmedPage = () =>
  page(403, texts.notConfirmed.title, texts.notConfirmed.text, {
    link: { href: '/', label: 'Go to the home page' },
  });
