import * as z from 'zod';

/**
 * The SES message tags a newsletter e-mail carries (decision 163), so SES's events name its send,
 * newsletter and recipient. Tag values allow only letters, digits, `_` and `-`: the recipient's id
 * travels base64url-encoded.
 */
export interface NewsletterMail {
  postId: string;
  newsletterId: string;
  recipientId: string;
}

export const newsletterMailTags = (mail: NewsletterMail): Record<string, string> => ({
  'folio-post': mail.postId,
  'folio-newsletter': mail.newsletterId,
  'folio-recipient': Buffer.from(mail.recipientId, 'utf8').toString('base64url'),
});

const tagValue = z.array(z.string().regex(/^[\w-]{1,256}$/)).length(1);
const tagsSchema = z.object({
  'folio-post': tagValue,
  'folio-newsletter': tagValue,
  'folio-recipient': tagValue,
});

/** The newsletter e-mail named by an SES event's `mail.tags` (each tag a list), or undefined for other mail. */
export function newsletterMailOf(tags: Record<string, string[]> | undefined): NewsletterMail | undefined {
  const parsed = tagsSchema.safeParse(tags);
  if (!parsed.success) return undefined;
  const {
    'folio-post': [postId],
    'folio-newsletter': [newsletterId],
    'folio-recipient': [recipient],
  } = parsed.data;
  if (!postId || !newsletterId || !recipient) return undefined;
  return { postId, newsletterId, recipientId: Buffer.from(recipient, 'base64url').toString('utf8') };
}
