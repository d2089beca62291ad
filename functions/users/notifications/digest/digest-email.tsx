import { Body, Container, Head, Heading, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { emailFont, emailFrame, emailMuted } from '#shared/email/email-style.ts';
import { renderEmail, type RenderedEmail } from '#shared/email/render-email.ts';
import { digestTexts as texts } from './texts.ts';

export interface DigestEmailProps {
  /** Each notification as one line: "Ruth Alvarez and 2 others clapped for “On rivers”". */
  lines: readonly string[];
  /** Notifications left out of the e-mail (beyond its length), counted. */
  moreCount: number;
  links: { notifications: string; settings: string };
}

const sans = emailFont.sans;
const style = {
  ...emailFrame,
  heading: { fontFamily: sans, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' },
  line: { fontFamily: sans, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  small: { fontFamily: sans, fontSize: '13px', lineHeight: '20px', color: emailMuted, margin: '24px 0 0' },
} satisfies Record<string, CSSProperties>;

/** A reader's daily digest of the notifications they get by e-mail (decision 261). */
export function DigestEmail({ lines, moreCount, links }: DigestEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{texts.preview}</Preview>
      <Body style={style.body}>
        <Container style={style.container}>
          <Heading as="h1" style={style.heading}>
            {texts.heading}
          </Heading>
          <Section>
            {lines.map((line, index) => (
              <Text key={index} style={style.line}>
                {line}
              </Text>
            ))}
            {moreCount > 0 && <Text style={style.line}>{texts.more(moreCount)}</Text>}
          </Section>
          <Link href={links.notifications} style={style.button}>
            {texts.seeAll}
          </Link>
          <Text style={style.small}>
            {texts.why} <Link href={links.settings}>{texts.settings}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The digest with its plain-text part; the subject counts every notification it covers. */
export function renderDigestEmail(props: DigestEmailProps): Promise<RenderedEmail> {
  return renderEmail(texts.subject(props.lines.length + props.moreCount), <DigestEmail {...props} />);
}
