import type { RenderedEmail } from '#shared/email/render-email.ts';
import type { NewsletterMail } from '../mail-tags.ts';
import { clickUrl, openPixelUrl } from './tracking-links.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const unescapeAttribute = (value: string) =>
  value.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/**
 * One recipient's e-mail with opens and clicks tracked (decision 165): every http(s) link of the HTML
 * part but the unsubscribe link goes through its signed click redirect, and a 1×1 open pixel ends the
 * body. The plain-text part keeps the plain links. Used only when the newsletter tracks.
 */
export function trackedEmail(
  email: RenderedEmail,
  options: { origin: string; secret: string; mail: NewsletterMail; unsubscribeLink: string },
): RenderedEmail {
  const { origin, secret, mail, unsubscribeLink } = options;
  const html = email.html.replace(/href="(https?:\/\/[^"]+)"/g, (whole, href: string) => {
    const target = unescapeAttribute(href);
    if (target === unsubscribeLink) return whole;
    return `href="${escapeAttribute(clickUrl(origin, secret, mail, target))}"`;
  });
  const pixel = `<img src="${escapeAttribute(openPixelUrl(origin, secret, mail))}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`;
  return {
    ...email,
    html: html.includes('</body>') ? html.replace('</body>', `${pixel}</body>`) : `${html}${pixel}`,
  };
}
