import { giftTypeCodes, type GiftType } from '#contract/gift-plans.ts';
import type { MailMessage } from '#shared/ports/mailer.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

const productName = 'Folio';

export interface GiftEmailContent {
  to: string;
  code: string;
  giftType: GiftType;
  tier: 'MEMBER' | 'FRIEND';
  months: number;
  buyerName: string;
  /** The site's origin the redeem link points at. */
  siteOrigin: string;
  expiresAt: number;
}

/** The gift landing with its code and type (ShowGiftLanding: `/gift?giftCode=…&giftType=29`). */
export const giftLink = (origin: string, code: string, giftType: GiftType) =>
  `${origin}/gift?${new URLSearchParams({ giftCode: code, giftType: String(giftTypeCodes[giftType]) })}`;

const what = ({ tier, months }: GiftEmailContent) =>
  `${months} ${months === 1 ? 'month' : 'months'} of ${tier === 'FRIEND' ? 'Friend of Folio' : 'Folio membership'}`;

/** A recipient's e-mail: who gave what, the code, the link that redeems it, and until when. */
export function giftEmail(content: GiftEmailContent): MailMessage {
  const link = giftLink(content.siteOrigin, content.code, content.giftType);
  const until = new Date(content.expiresAt).toISOString().slice(0, 10);
  const lines = [
    `${content.buyerName} gave you ${what(content)}: member-only stories open in full while it lasts.`,
    `Your gift code: ${content.code}`,
    `Redeem it here (sign in or create an account first): ${link}`,
    `The code works once, until ${until}. You can also enter it at ${content.siteOrigin}/redeem-gift.`,
  ];
  const [first = '', , , last = ''] = lines.map(escapeHtml);
  return {
    to: content.to,
    subject: `${content.buyerName} gave you a ${productName} membership`,
    text: `${lines.join('\n\n')}\n\n${productName}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#242424"><p>${first}</p><p>Your gift code:</p><p style="font-size:22px;letter-spacing:2px;font-weight:bold">${escapeHtml(content.code)}</p><p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;border-radius:99px;background:#1a8917;color:#fff;text-decoration:none">Redeem your gift</a></p><p style="font-size:13px;color:#6b6b6b">${last}</p></body></html>`,
  };
}
