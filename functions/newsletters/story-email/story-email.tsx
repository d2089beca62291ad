import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { groupBlocks, headingLevels } from '#contract/heading-levels.ts';
import { markupTree, safeHref, type Markup, type MarkupNode } from '#contract/markup-tree.ts';
import type { StoredParagraph } from '#shared/data/stored-paragraph.ts';
import { emailFont, emailFrame, emailInk, emailMuted } from '#shared/email/email-style.ts';
import { storyEmailTexts as texts } from './texts.ts';

/** Everything one newsletter e-mail of a story shows; the caller decides what the recipient may read. */
export interface StoryEmailProps {
  story: { title: string; subtitle: string; url: string; readingTime: number };
  writer: { name: string; url: string };
  publication?: { name: string; url: string } | undefined;
  /** The body as this recipient may read it: all of it, or the member-only preview. */
  paragraphs: readonly StoredParagraph[];
  /** False: `paragraphs` is the preview of a member-only story, followed by the way in. */
  isFullContent: boolean;
  newsletterName: string;
  links: { unsubscribe: string; upgrade: string };
  /** An image's absolute address (e-mail clients resolve no relative URL). */
  imageUrl: (imageId: string) => string;
}

const { sans, serif: font } = emailFont;
const ink = emailInk;
const muted = emailMuted;
const style = {
  ...emailFrame,
  title: { fontFamily: sans, fontSize: '30px', lineHeight: '36px', margin: '0 0 8px' },
  subtitle: { fontFamily: sans, fontSize: '20px', lineHeight: '28px', color: muted, margin: '0 0 16px' },
  meta: { fontFamily: sans, fontSize: '14px', color: muted, margin: '0 0 24px' },
  paragraph: { fontFamily: font, fontSize: '18px', lineHeight: '30px', margin: '0 0 20px' },
  quote: {
    fontFamily: font,
    fontSize: '18px',
    lineHeight: '30px',
    fontStyle: 'italic',
    borderLeft: `3px solid ${ink}`,
    paddingLeft: '20px',
    margin: '0 0 20px',
  },
  pullquote: { fontFamily: font, fontSize: '24px', lineHeight: '34px', color: muted, margin: '0 0 20px' },
  pre: {
    fontFamily: 'Menlo, Monaco, "Courier New", monospace',
    fontSize: '14px',
    lineHeight: '20px',
    backgroundColor: '#f2f2f2',
    padding: '16px',
    whiteSpace: 'pre-wrap',
    margin: '0 0 20px',
  },
  heading: { fontFamily: sans, color: ink, margin: '28px 0 12px' },
  image: { maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' },
  caption: { fontFamily: sans, fontSize: '14px', color: muted, textAlign: 'center', margin: '8px 0 20px' },
  footer: { fontFamily: sans, fontSize: '13px', lineHeight: '20px', color: muted, margin: '0 0 8px' },
} satisfies Record<string, CSSProperties>;

const headingSizes = { 2: '26px', 3: '22px', 4: '19px', 5: '17px' } as const;

/** A paragraph's text with its markups, as on the story page, minus highlights (a reader's own). */
function inline(nodes: MarkupNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.kind === 'text') return node.text;
    const children = inline(node.children);
    switch (node.markup.type) {
      case 'STRONG':
        return <strong key={index}>{children}</strong>;
      case 'EM':
        return <em key={index}>{children}</em>;
      case 'CODE':
        return <code key={index}>{children}</code>;
      case 'A': {
        const href = safeHref(node.markup.href);
        return href ? (
          <Link key={index} href={href} style={{ color: ink, textDecoration: 'underline' }}>
            {children}
          </Link>
        ) : (
          <span key={index}>{children}</span>
        );
      }
      default:
        return <span key={index}>{children}</span>;
    }
  });
}

const textOf = (paragraph: StoredParagraph) =>
  inline(markupTree(paragraph.text ?? '', (paragraph.markups ?? []) as Markup[]));

function Paragraph({
  paragraph,
  level,
  imageUrl,
}: {
  paragraph: StoredParagraph;
  level: 2 | 3 | 4 | 5 | undefined;
  imageUrl: StoryEmailProps['imageUrl'];
}) {
  switch (paragraph.type) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4': {
      const as = `h${level ?? 2}` as const;
      return (
        <Heading as={as} style={{ ...style.heading, fontSize: headingSizes[level ?? 2] }}>
          {textOf(paragraph)}
        </Heading>
      );
    }
    case 'IMG':
      return (
        <Section>
          {paragraph.metadata && (
            <Img
              src={imageUrl(paragraph.metadata.id)}
              alt={paragraph.metadata.alt ?? ''}
              width={Math.min(paragraph.metadata.originalWidth ?? 600, 600)}
              style={style.image}
            />
          )}
          {paragraph.text ? <Text style={style.caption}>{textOf(paragraph)}</Text> : null}
        </Section>
      );
    case 'BQ':
      return <Text style={style.quote}>{textOf(paragraph)}</Text>;
    case 'PQ':
      return <Text style={style.pullquote}>{textOf(paragraph)}</Text>;
    case 'PRE':
      return <pre style={style.pre}>{paragraph.text}</pre>;
    case 'HR':
      return <Hr />;
    case 'MIXTAPE_EMBED': {
      const href = safeHref(paragraph.mixtapeMetadata?.href);
      const title = paragraph.text || href;
      return <Text style={style.paragraph}>{href ? <Link href={href}>{title}</Link> : title}</Text>;
    }
    default:
      return <Text style={style.paragraph}>{textOf(paragraph)}</Text>;
  }
}

/**
 * A story as a newsletter e-mail (issue #15): the same paragraph model and structure rules as the story
 * page (graphql/contract: markup nesting, heading levels, lists), laid out for e-mail clients — one
 * 600 px column, inline styles, images with their alt text so it reads without them. A member-only
 * story's preview ends on the way in; the footer says why the reader receives it and unsubscribes.
 */
export function StoryEmail(props: StoryEmailProps) {
  const { story, writer, publication, paragraphs, links } = props;
  const levels = headingLevels(paragraphs);
  return (
    <Html lang="en">
      <Head />
      <Preview>{story.subtitle || story.title}</Preview>
      <Body style={style.body}>
        <Container style={style.container}>
          <Heading as="h1" style={style.title}>
            <Link href={story.url} style={{ color: ink, textDecoration: 'none' }}>
              {story.title}
            </Link>
          </Heading>
          {story.subtitle ? <Text style={style.subtitle}>{story.subtitle}</Text> : null}
          <Text style={style.meta}>
            <Link href={writer.url} style={{ color: muted }}>
              {texts.byline(writer.name, story.readingTime)}
            </Link>
            {publication ? (
              <>
                {' '}
                <Link href={publication.url} style={{ color: muted }}>
                  {texts.inPublication(publication.name)}
                </Link>
              </>
            ) : null}
          </Text>
          {groupBlocks(paragraphs).map((block) => {
            if (!block.list)
              return (
                <Paragraph
                  key={block.paragraph.name}
                  paragraph={block.paragraph}
                  level={levels.get(block.paragraph.name)}
                  imageUrl={props.imageUrl}
                />
              );
            const List = block.list;
            return (
              <List key={block.items[0]?.name} style={style.paragraph}>
                {block.items.map((item) => (
                  <li key={item.name}>{textOf(item)}</li>
                ))}
              </List>
            );
          })}
          {props.isFullContent ? (
            <Text style={style.footer}>
              <Link href={story.url}>{texts.readOnline}</Link>
            </Text>
          ) : (
            <Section>
              <Text style={style.paragraph}>{texts.memberOnly}</Text>
              <Text style={style.paragraph}>
                <Link href={links.upgrade} style={style.button}>
                  {texts.becomeMember}
                </Link>{' '}
                <Link href={story.url} style={{ color: ink }}>
                  {texts.readTheRest}
                </Link>
              </Text>
            </Section>
          )}
          <Hr />
          <Text style={style.footer}>{texts.subscribedTo(props.newsletterName)}</Text>
          <Text style={style.footer}>
            <Link href={links.unsubscribe} style={{ color: muted }}>
              {texts.unsubscribe}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
