import { imageUrl } from '#web/lib/format/image-url.ts';
import type { HeadingLevel } from '#contract/heading-levels.ts';
import { safeHref } from '#contract/markup-tree.ts';
import { MarkupText } from './markup-text.tsx';
import type { Markup } from '#contract/markup-tree.ts';
import type { Paragraph as ParagraphData } from './post-body-fragment.ts';

const layoutClass = (layout: ParagraphData['layout']) =>
  layout ? `paragraph--${layout.toLowerCase().replace('_', '-')}` : undefined;

/**
 * One paragraph; a heading at the level the body gives it (headingLevels), styled by its own type; its
 * highlights (issue #13) drawn over its markups.
 */
export function Paragraph({
  paragraph,
  headingLevel,
  highlights,
}: {
  paragraph: ParagraphData;
  headingLevel?: HeadingLevel;
  highlights?: readonly Markup[] | undefined;
}) {
  const { name, type, text, markups, metadata } = paragraph;
  const content = <MarkupText text={text} markups={highlights ? [...markups, ...highlights] : markups} />;
  switch (type) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4': {
      const Heading = `h${headingLevel ?? 2}` as const;
      return (
        <Heading id={name} className={`paragraph paragraph--${type.toLowerCase()}`}>
          {content}
        </Heading>
      );
    }
    case 'IMG':
      return (
        <figure
          id={name}
          className={['paragraph', 'paragraph--figure', layoutClass(paragraph.layout)]
            .filter(Boolean)
            .join(' ')}
        >
          {metadata && (
            <img
              src={imageUrl(metadata.id)}
              alt={metadata.alt ?? ''}
              width={metadata.originalWidth ?? undefined}
              height={metadata.originalHeight ?? undefined}
              loading="lazy"
            />
          )}
          {text && <figcaption>{content}</figcaption>}
        </figure>
      );
    case 'BQ':
    case 'PQ':
      return (
        <blockquote id={name} className={`paragraph paragraph--${type === 'BQ' ? 'quote' : 'pullquote'}`}>
          <p>{content}</p>
        </blockquote>
      );
    case 'PRE': {
      const lang = paragraph.codeBlockMetadata?.lang;
      return (
        <pre id={name} className="paragraph paragraph--pre">
          <code {...(lang ? { className: `language-${lang}`, 'data-lang': lang } : {})}>{text}</code>
        </pre>
      );
    }
    case 'HR':
      return <hr id={name} className="paragraph paragraph--separator" />;
    case 'MIXTAPE_EMBED': {
      const href = safeHref(paragraph.mixtapeMetadata?.href);
      const title = text || href;
      return (
        <p id={name} className="paragraph paragraph--embed">
          {href ? (
            <a href={href} rel="noopener ugc nofollow" target="_blank">
              {title}
            </a>
          ) : (
            title
          )}
        </p>
      );
    }
    case 'ULI':
    case 'OLI':
      return (
        <li id={name} className="paragraph paragraph--li">
          {content}
        </li>
      );
    case 'P':
    default:
      return (
        <p id={name} className="paragraph">
          {content}
        </p>
      );
  }
}
