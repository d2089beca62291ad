import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

/** What the mailer sends (functions/shared/ports/mailer.ts): a subject, an HTML part and a plain-text part. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * An e-mail rendered by React Email: the HTML, and the plain-text part made from it (links kept as
 * `text [url]`), so clients that show no HTML get the same words.
 */
export async function renderEmail(subject: string, email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email);
  return { subject, html, text: toPlainText(html) };
}
