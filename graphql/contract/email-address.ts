/**
 * The one e-mail rule of Folio (spec 2 §5), for the server and the web client alike: this module
 * imports nothing, so the browser bundle can take it as it is (`#contract/email-address.ts`).
 */

export const invalidEmailMessage = 'Please enter a valid email address.';

/** RFC 5321's limits: 254 characters in all, 64 before the @. */
export const maxEmailLength = 254;
const maxLocalPartLength = 64;

/**
 * An address with a top-level domain of at least two letters. The local part allows the characters
 * the e-mail queue's schema (zod's `z.email()`) accepts, so every address we take can be sent to.
 */
const emailPattern =
  /^(?!\.)(?!.*\.\.)[a-z0-9_'+\-.]*[a-z0-9_+-]@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** How an address is stored and compared: trimmed, lower case. */
export const normaliseEmail = (raw: string) => raw.trim().toLowerCase();

/** True for a well-formed address (the input is trimmed first; case does not matter). */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  const localPart = email.slice(0, email.lastIndexOf('@'));
  return email.length <= maxEmailLength && localPart.length <= maxLocalPartLength && emailPattern.test(email);
}

/** The part before the @ ('' when there is none). */
export const emailLocalPart = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(0, at) : '';
};

const googleDomains = new Set(['gmail.com', 'googlemail.com', 'google.com']);
/** Misspellings of gmail.com common enough that the reader most likely meant it. */
const gmailMisspellings = new Set([
  'gmail.co',
  'gmail.cm',
  'gmail.con',
  'gmai.com',
  'gmial.com',
  'gamil.com',
  'gmaill.com',
  'gnail.com',
  'gmal.com',
]);
/** Google's country domains: google.de, google.co.uk, google.com.br, googlemail.co.uk… */
const googleCountryDomain = /^(?:google|googlemail|gmail)\.(?:com?\.)?[a-z]{2}$/;

/**
 * Addresses that Google hosts (or that were meant for Gmail): the e-mail screen adds provider help for
 * them. Google Workspace addresses on a company's own domain cannot be told apart and get none.
 */
export function isGmailLike(raw: string): boolean {
  const email = normaliseEmail(raw);
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || !domain) return false;
  return googleDomains.has(domain) || gmailMisspellings.has(domain) || googleCountryDomain.test(domain);
}
