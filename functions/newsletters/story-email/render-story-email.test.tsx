import type { StoredParagraph } from '#shared/data/stored-paragraph.ts';
import { renderStoryEmail } from './render-story-email.tsx';
import type { StoryEmailProps } from './story-email.tsx';
import { storyEmailTexts } from './texts.ts';

const paragraph = (
  name: string,
  type: StoredParagraph['type'],
  text: string,
  more: Partial<StoredParagraph> = {},
) => ({ name, type, text, markups: [], ...more }) as StoredParagraph;

const body: StoredParagraph[] = [
  paragraph('a1', 'P', 'A year ago our build took twenty minutes.', {
    markups: [
      { type: 'STRONG', start: 2, end: 6 },
      { type: 'A', start: 15, end: 20, href: 'https://example.com/build' },
      { type: 'A', start: 21, end: 25, href: 'javascript:alert(1)' },
    ],
  }),
  paragraph('a2', 'H3', 'What we deleted'),
  paragraph('a3', 'ULI', 'The cache nobody read'),
  paragraph('a4', 'ULI', 'The second test runner'),
  paragraph('a5', 'IMG', 'Build time over a year.', {
    metadata: { id: 'img1', alt: 'A falling line', originalWidth: 1400, originalHeight: 700 },
  }),
  paragraph('a6', 'PRE', 'npm ci && npm test'),
  paragraph('a7', 'BQ', 'Delete more than you add.'),
];

const props = (more: Partial<StoryEmailProps> = {}): StoryEmailProps => ({
  story: {
    title: 'The boring architecture',
    subtitle: 'Three rewrites later',
    url: 'https://folio.example/@theo/the-boring-architecture-1',
    readingTime: 4,
  },
  writer: { name: 'Theo Okafor', url: 'https://folio.example/@theo' },
  publication: { name: 'The Build', url: 'https://folio.example/the-build' },
  paragraphs: body,
  isFullContent: true,
  newsletterName: 'Theo Okafor',
  links: { unsubscribe: 'https://folio.example/_/unsubscribe/abc', upgrade: 'https://folio.example/plans' },
  imageUrl: (id) => `https://folio.example/_/image/${id}`,
  ...more,
});

describe('renderStoryEmail', () => {
  it('renders the story with its markups, lists, image and code, links absolute and unsafe links dropped', async () => {
    const { subject, html } = await renderStoryEmail(props());
    expect(subject).toBe('The boring architecture');
    expect(html).toContain('<strong>year</strong>');
    expect(html).toMatch(/<a[^>]+href="https:\/\/example.com\/build"[^>]*>build<\/a>/);
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(/<h2[^>]*>What we deleted<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li>The cache nobody read<\/li><li>The second test runner<\/li><\/ul>/);
    expect(html).toMatch(/<img[^>]+alt="A falling line"[^>]+src="https:\/\/folio.example\/_\/image\/img1"/);
    expect(html).toContain('npm ci &amp;&amp; npm test');
    expect(html).toContain('https://folio.example/_/unsubscribe/abc');
    expect(html).not.toContain(storyEmailTexts.memberOnly);
  });

  it('has a plain-text part with the text and the links', async () => {
    const { text } = await renderStoryEmail(props());
    expect(text).toContain('A year ago our build https://example.com/build took twenty minutes.');
    expect(text).toContain('Delete more than you add.');
    expect(text).toContain(storyEmailTexts.unsubscribe);
    expect(text).not.toMatch(/<[a-z]/);
  });

  it('ends a member-only preview on the way in, and sends nothing but the paragraphs it is given', async () => {
    const { html, text } = await renderStoryEmail(
      props({ paragraphs: body.slice(0, 1), isFullContent: false }),
    );
    expect(html).toContain(storyEmailTexts.memberOnly);
    expect(html).toContain('href="https://folio.example/plans"');
    expect(text).toContain(storyEmailTexts.readTheRest);
    expect(html).not.toContain('What we deleted');
  });
});
