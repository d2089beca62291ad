/**
 * Spec 2 §3 emailObfuscated: enough for the reader to recognise their own address in the avatar menu
 * ('Sign out a***@f***.example'), too little to be worth copying from a shoulder or a screenshot.
 *
 * Rule: the first character of the local part, then '***'; '@'; the first character of the domain,
 * then '***'; then the domain's last label (its top-level domain) when it has more than one.
 * 'ada@folio.example' → 'a***@f***.example'; 'ada@mail.folio.example' → 'a***@m***.example'.
 * Nothing else of the address is shown, so every address of one length or shape looks alike.
 */
export function obfuscateEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  const hidden = (part: string) => `${part.charAt(0)}***`;
  if (!domain) return hidden(local);
  const labels = domain.split('.');
  const topLevel = labels.length > 1 ? `.${labels[labels.length - 1]}` : '';
  return `${hidden(local)}@${hidden(domain)}${topLevel}`;
}
