import { Body, Container, Head, Heading, Html, Link, Preview, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { emailFont, emailFrame, emailMuted } from '#shared/email/email-style.ts';
import { renderEmail, type RenderedEmail } from '#shared/email/render-email.ts';
import { confirmationTexts as texts } from './confirmation-texts.ts';

export interface ConfirmationEmailProps {
  newsletterName: string;
  /** Who asks: the writer's name, or the publication's. */
  from: string;
  /** The signed confirmation page (confirmation-link.ts), absolute. */
  confirmUrl: string;
}

const sans = emailFont.sans;
const style = {
  ...emailFrame,
  heading: { fontFamily: sans, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' },
  text: { fontFamily: sans, fontSize: '16px', lineHeight: '26px', margin: '0 0 16px' },
  small: { fontFamily: sans, fontSize: '13px', lineHeight: '20px', color: emailMuted, margin: '24px 0 0' },
} satisfies Record<string, CSSProperties>;

/** The one e-mail an imported address without declared consent receives (decision 173). */
export function ConfirmationEmail({ newsletterName, from, confirmUrl }: ConfirmationEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{texts.preview(newsletterName, from)}</Preview>
      <Body style={style.body}>
        <Container style={style.container}>
          <Heading as="h1" style={style.heading}>
            {texts.heading(newsletterName)}
          </Heading>
          <Text style={style.text}>{texts.asked(newsletterName, from)}</Text>
          <Text style={style.text}>{texts.meaning}</Text>
          <Link href={confirmUrl} style={style.button}>
            {texts.confirm}
          </Link>
          <Text style={style.small}>{texts.ignore}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The confirmation e-mail, with its plain-text part (the link as `text [url]`). */
export function renderConfirmationEmail(props: ConfirmationEmailProps): Promise<RenderedEmail> {
  return renderEmail(texts.subject(props.newsletterName), <ConfirmationEmail {...props} />);
}
