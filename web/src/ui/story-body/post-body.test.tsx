import { renderToStaticMarkup } from 'react-dom/server';
import { MentionLinkContext, type MentionLink } from './markup-text.tsx';
import { PostBody } from './post-body.tsx';
import type { Paragraph } from './post-body-fragment.ts';

let counter = 0;
const p = (type: Paragraph['type'], text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  name: `p${++counter}`,
  type,
  text,
  layout: null,
  markups: [],
  metadata: null,
  codeBlockMetadata: null,
  mixtapeMetadata: null,
  ...extra,
});

const html = (paragraphs: Paragraph[]) =>
  renderToStaticMarkup(
    <PostBody content={{ isLockedPreviewOnly: false, bodyModel: { paragraphs } }} />,
  ).replace(/ (id|class)="[^"]*"/g, '');

describe('PostBody', () => {
  beforeEach(() => {
    counter = 0;
  });

  it('renders every paragraph type semantically', () => {
    expect(
      html([
        p('H1', 'Big'),
        p('H2', 'Medium'),
        p('H3', 'Small'),
        p('H4', 'Smaller'),
        p('P', 'Text'),
        p('BQ', 'Quoted'),
        p('PQ', 'Pulled'),
        p('PRE', 'let a = <b>;'),
      ]),
    ).toBe(
      '<section><h2>Big</h2><h3>Medium</h3><h4>Small</h4><h5>Smaller</h5><p>Text</p>' +
        '<blockquote><p>Quoted</p></blockquote><blockquote><p>Pulled</p></blockquote>' +
        '<pre><code>let a = &lt;b&gt;;</code></pre></section>',
    );
  });

  it('renders a separator, a code block with its language, and an embed as its link', () => {
    expect(
      html([
        p('HR', ''),
        p('PRE', 'const a = 1;', { codeBlockMetadata: { lang: 'ts' } }),
        p('MIXTAPE_EMBED', 'A talk', { mixtapeMetadata: { href: 'https://example.com/talk' } }),
        p('MIXTAPE_EMBED', 'Unsafe', { mixtapeMetadata: { href: 'javascript:alert(1)' } }),
      ]),
    ).toBe(
      '<section><hr/><pre><code data-lang="ts">const a = 1;</code></pre>' +
        '<p><a href="https://example.com/talk" rel="noopener ugc nofollow" target="_blank">A talk</a></p>' +
        '<p>Unsafe</p></section>',
    );
  });

  it('renders images as figures with alt, size and caption', () => {
    expect(
      html([
        p('IMG', 'A caption', {
          metadata: { id: 'img-1', alt: 'A cat', originalWidth: 800, originalHeight: 600 },
        }),
        p('IMG', '', { metadata: { id: 'img-2', alt: null, originalWidth: null, originalHeight: null } }),
      ]),
    ).toBe(
      '<section><figure><img src="/_/image/img-1" alt="A cat" width="800" height="600" loading="lazy"/>' +
        '<figcaption>A caption</figcaption></figure>' +
        '<figure><img src="/_/image/img-2" alt="" loading="lazy"/></figure></section>',
    );
  });

  it('groups consecutive list items into one list, and separates lists of another kind', () => {
    expect(
      html([p('ULI', 'a'), p('ULI', 'b'), p('OLI', 'one'), p('OLI', 'two'), p('P', 'x'), p('ULI', 'c')]),
    ).toBe(
      '<section><ul><li>a</li><li>b</li></ul><ol><li>one</li><li>two</li></ol><p>x</p><ul><li>c</li></ul></section>',
    );
  });

  it('renders markups by character offsets', () => {
    expect(
      html([
        p('P', 'Bold, italic, code and a link.', {
          markups: [
            { type: 'STRONG', start: 0, end: 4, href: null, userId: null },
            { type: 'EM', start: 6, end: 12, href: null, userId: null },
            { type: 'CODE', start: 14, end: 18, href: null, userId: null },
            { type: 'A', start: 25, end: 29, href: 'https://example.com', userId: null },
          ],
        }),
      ]),
    ).toBe(
      '<section><p><strong>Bold</strong>, <em>italic</em>, <code>code</code> and a ' +
        '<a href="https://example.com" rel="noopener ugc nofollow" target="_blank">link</a>.</p></section>',
    );
  });

  it('never renders a javascript: link', () => {
    const out = html([
      p('P', 'click', {
        markups: [{ type: 'A', start: 0, end: 5, href: 'javascript:alert(1)', userId: null }],
      }),
    ]);
    expect(out).toBe('<section><p><span>click</span></p></section>');
  });

  it('renders a mention as the link to the profile the server wrote, on this site', () => {
    const mention = { type: 'A' as const, start: 7, end: 11, href: '/@ruthokafor', userId: 'u-ruth' };
    expect(html([p('P', 'Thanks Ruth!', { markups: [mention] })])).toBe(
      '<section><p>Thanks <a href="/@ruthokafor">Ruth</a>!</p></section>',
    );
  });

  it('draws a mention with the page’s mention link when it gives one (the story page’s hover card)', () => {
    const Mention: MentionLink = ({ userId, href, children }) => (
      <a href={href} data-user={userId}>
        {children}
      </a>
    );
    const mention = { type: 'A' as const, start: 0, end: 4, href: '/@ruthokafor', userId: 'u-ruth' };
    const out = renderToStaticMarkup(
      <MentionLinkContext.Provider value={Mention}>
        <PostBody
          content={{
            isLockedPreviewOnly: false,
            bodyModel: { paragraphs: [p('P', 'Ruth, thanks', { markups: [mention] })] },
          }}
        />
      </MentionLinkContext.Provider>,
    );
    expect(out).toContain('<a href="/@ruthokafor" data-user="u-ruth">Ruth</a>, thanks');
  });

  it('keeps element ids from paragraph names, for anchors', () => {
    const out = renderToStaticMarkup(
      <PostBody
        content={{ isLockedPreviewOnly: false, bodyModel: { paragraphs: [p('P', 'x', { name: 'a1b2' })] } }}
      />,
    );
    expect(out).toContain('id="a1b2"');
  });
});
