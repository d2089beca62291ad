/**
 * @jest-environment jsdom
 */
// jsdom's DOMParser reads the feed back as XML, namespaces included: what a feed reader would see.
import type { FeedCollection, FeedPost } from './publication-feed-query.ts';
import { publicationRss, type PublicationFeedInput } from './publication-rss.tsx';

const origin = 'https://folio.example';
const collection: FeedCollection = {
  id: 'c1',
  slug: 'the-pub',
  name: 'The Pub & Co',
  description: 'Stories from the pub.',
  domain: null,
  logo: { id: 'logo.png' },
  avatar: null,
};

function story(id: string, change: Partial<FeedPost> = {}): FeedPost {
  return {
    id,
    title: `Story ${id}`,
    uniqueSlug: `story-${id}`,
    canonicalUrl: null,
    statusForCollection: 'APPROVED',
    isLocked: false,
    firstPublishedAt: 1_700_000_000,
    latestPublishedAt: 1_700_000_000,
    creator: { id: 'u1', name: 'Ada <Writer>', username: 'ada' },
    collection: { id: 'c1', slug: 'the-pub' },
    tags: [{ id: 'poetry', displayTitle: 'Poetry' }],
    extendedPreviewContent: { subtitle: 'A subtitle with <b>angle</b> brackets' },
    content: {
      isLockedPreviewOnly: false,
      bodyModel: {
        paragraphs: [
          {
            name: 'p1',
            type: 'P',
            text: `The body of ${id}, linked.`,
            layout: null,
            markups: [{ type: 'A', start: 16, end: 22, href: '/@ada', userId: null }],
            metadata: null,
            codeBlockMetadata: null,
            mixtapeMetadata: null,
          },
          {
            name: 'p2',
            type: 'IMG',
            text: '',
            layout: null,
            markups: [],
            metadata: { id: 'img.png', alt: 'A view', originalWidth: 800, originalHeight: 600 },
            codeBlockMetadata: null,
            mixtapeMetadata: null,
          },
        ],
      },
    },
    ...change,
  };
}

const input = (change: Partial<PublicationFeedInput> = {}): PublicationFeedInput => ({
  collection,
  tag: null,
  posts: [story('a2'), story('a1', { firstPublishedAt: 1_600_000_000, latestPublishedAt: 1_600_000_000 })],
  origin,
  links: { publication: `${origin}/the-pub`, self: `${origin}/the-pub/feed` },
  now: 0,
  ...change,
});

const dc = 'http://purl.org/dc/elements/1.1/';
const contentNs = 'http://purl.org/rss/1.0/modules/content/';
const atom = 'http://www.w3.org/2005/Atom';

function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

const text = (parent: Element | Document, name: string) =>
  parent.getElementsByTagName(name)[0]?.textContent ?? null;
const items = (document: Document) => Array.from(document.getElementsByTagName('item'));

describe('a publication feed', () => {
  it('describes the channel: title, link, description, logo, language, build date, self link', () => {
    const document = parse(publicationRss(input()));
    const channel = document.getElementsByTagName('channel')[0]!;
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(channel, 'title')).toBe('The Pub & Co');
    expect(text(channel, 'link')).toBe(`${origin}/the-pub`);
    expect(text(channel, 'description')).toBe('Stories from the pub.');
    expect(text(channel, 'language')).toBe('en');
    expect(text(channel, 'lastBuildDate')).toBe(new Date(1_700_000_000_000).toUTCString());
    expect(text(channel.getElementsByTagName('image')[0]!, 'url')).toBe(`${origin}/_/image/logo.png`);
    const self = channel.getElementsByTagNameNS(atom, 'link')[0]!;
    expect([self.getAttribute('rel'), self.getAttribute('href')]).toEqual(['self', `${origin}/the-pub/feed`]);
  });

  it('lists the stories in the order given, each with its address, id, writer, date and tags', () => {
    const document = parse(publicationRss(input()));
    const [newest, older] = items(document);
    expect(items(document).map((item) => text(item, 'title'))).toEqual(['Story a2', 'Story a1']);
    expect(text(newest!, 'link')).toBe(`${origin}/the-pub/story-a2`);
    const guid = newest!.getElementsByTagName('guid')[0]!;
    expect([guid.textContent, guid.getAttribute('isPermaLink')]).toEqual(['a2', 'false']);
    expect(newest!.getElementsByTagNameNS(dc, 'creator')[0]?.textContent).toBe('Ada <Writer>');
    expect(text(older!, 'pubDate')).toBe('Sun, 13 Sep 2020 12:26:40 GMT');
    expect(text(newest!, 'category')).toBe('Poetry');
    expect(text(newest!, 'description')).toBe('<p>A subtitle with &lt;b&gt;angle&lt;/b&gt; brackets</p>');
  });

  it("carries a public story's body as HTML, its addresses absolute", () => {
    const [item] = items(parse(publicationRss(input())));
    const body = item!.getElementsByTagNameNS(contentNs, 'encoded')[0]!.textContent!;
    expect(body).toContain('The body of a2, ');
    expect(body).toContain(`<a href="${origin}/@ada">linked</a>`);
    expect(body).toContain(`src="${origin}/_/image/img.png"`);
  });

  it("never carries a member-only story's body, even when the API sent one", () => {
    const locked = story('b1', { isLocked: true });
    const document = parse(publicationRss(input({ posts: [locked] })));
    const [item] = items(document);
    const content = item!.getElementsByTagNameNS(contentNs, 'encoded')[0]!.textContent!;
    expect(content).not.toContain('The body of');
    expect(content).toContain('Member-only story');
    expect(content).toContain(`href="${origin}/the-pub/story-b1"`);
    // Still a creator in the dc namespace, declared although no item has a body.
    expect(item!.getElementsByTagNameNS(dc, 'creator')[0]?.textContent).toBe('Ada <Writer>');
  });

  it("names its tag, points at a writer's canonical link, and is built now when empty", () => {
    const elsewhere = story('c1', { canonicalUrl: 'https://blog.example/c1' });
    const tagged = parse(publicationRss(input({ tag: { displayTitle: 'Poetry' }, posts: [elsewhere] })));
    expect(text(tagged, 'title')).toBe('The Pub & Co – Poetry');
    expect(text(items(tagged)[0]!, 'link')).toBe('https://blog.example/c1');
    const empty = parse(publicationRss(input({ posts: [], now: 1_000 })));
    expect(items(empty)).toHaveLength(0);
    expect(text(empty, 'lastBuildDate')).toBe(new Date(1_000).toUTCString());
  });
});
