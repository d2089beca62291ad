import { imageUrl } from '#web/lib/format/image-url.ts';
import { MarkupText } from './markup-text.tsx';
import type { Paragraph as ParagraphData } from './post-body-fragment.ts';

/**
 * The story's title is the page's only h1, so body headings start one level down: H1 → h2 … H4 → h5.
 */
const headings = { H1: 'h2', H2: 'h3', H3: 'h4', H4: 'h5' } as const;

const layoutClass = (layout: ParagraphData['layout']) =>
  layout ? `paragraph--${layout.toLowerCase().replace('_', '-')}` : undefined;

export function Paragraph({ paragraph }: { paragraph: ParagraphData }) {
  const { name, type, text, markups, metadata } = paragraph;
  const content = <MarkupText text={text} markups={markups} />;
  switch (type) {
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4': {
      const Heading = headings[type];
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
    case 'PRE':
      return (
        <pre id={name} className="paragraph paragraph--pre">
          <code>{text}</code>
        </pre>
      );
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
