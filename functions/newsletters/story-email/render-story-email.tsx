import { render, toPlainText } from '@react-email/components';
import { StoryEmail, type StoryEmailProps } from './story-email.tsx';

/** What the mailer sends (functions/shared/ports/mailer.ts): a subject, an HTML part and a plain-text part. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A story's newsletter e-mail, rendered by React Email: the HTML, and the plain-text part made from it
 * (links kept as `text [url]`), so clients that show no HTML get the same story.
 */
export async function renderStoryEmail(props: StoryEmailProps): Promise<RenderedEmail> {
  const html = await render(<StoryEmail {...props} />);
  return { subject: props.story.title, html, text: toPlainText(html) };
}
