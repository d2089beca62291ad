import { Feed } from 'feed';
import { renderToStaticMarkup } from 'react-dom/server';
import { imageUrl } from '#web/lib/format/image-url.ts';
import { postRoute } from '#web/lib/post-route.ts';
import { texts } from '#web/lib/texts.ts';
import { buildRoute } from '#web/routes/build-route.ts';
import { PostBody } from '#web/ui/story-body/post-body.tsx';
import type { FeedCollection, FeedPost } from './publication-feed-query.ts';

/** What a feed says besides its stories (no spec wording exists: these are Folio's). */
export const feedTexts = {
  readOnFolio: 'Read the story on Folio',
  taggedTitle: (publication: string, tag: string) => `${publication} – ${tag}`,
} as const;

export interface PublicationFeedInput {
  collection: FeedCollection;
  /** The tag of `/feed/tagged/{tag}`; null for the publication's whole feed. */
  tag: { displayTitle: string } | null;
  /** Newest first, as the API lists them for a visitor. */
  posts: readonly FeedPost[];
  /** Where every address in the feed points: the configured auth origin (never a request header). */
  origin: string;
  /** The publication's page and the feed's own address (atom:link rel=self). */
  links: { publication: string; self: string };
  /** Epoch ms: the build date of a feed with no story yet. */
  now: number;
}

/**
 * A feed reader resolves no address against the page a story lives on: the paths the body renders with
 * (images `/_/image/…`, links inside Folio) become absolute on the origin. React escapes quotes in text,
 * so `src="/` and `href="/` only ever start an attribute.
 */
const withAbsoluteUrls = (html: string, origin: string) =>
  html.replace(/ (src|href)="\/(?!\/)/g, (_, attribute: string) => ` ${attribute}="${origin}/`);

const storyUrl = (post: FeedPost, origin: string) => {
  const route = postRoute(post);
  return post.canonicalUrl ?? `${origin}${buildRoute(route.name, route.params)}`;
};

/**
 * The item's full text: a public story's body, rendered by the story page's own PostBody; a member-only
 * story gets its preview line and the way to read it, never its body — whatever the API sent.
 */
function itemContent(post: FeedPost, link: string, origin: string): string {
  if (post.isLocked || post.content.isLockedPreviewOnly) {
    return renderToStaticMarkup(
      <>
        {post.extendedPreviewContent.subtitle ? <p>{post.extendedPreviewContent.subtitle}</p> : null}
        <p>
          <em>{texts.memberOnly}</em> · <a href={link}>{feedTexts.readOnFolio}</a>
        </p>
      </>,
    );
  }
  return withAbsoluteUrls(renderToStaticMarkup(<PostBody content={post.content} />), origin);
}

const seconds = (timestamp: number) => new Date(timestamp * 1000);

/**
 * A publication's RSS 2.0 feed (decision 263), written by the `feed` package: every item carries
 * content:encoded, which is also what makes the package declare the dc namespace of dc:creator.
 */
export function publicationRss(input: PublicationFeedInput): string {
  const { collection, tag, origin, links } = input;
  const posts = input.posts.filter((post) => post.firstPublishedAt !== null);
  const newest = Math.max(0, ...posts.map((post) => post.latestPublishedAt ?? post.firstPublishedAt ?? 0));
  const image = collection.logo ?? collection.avatar;
  const feed = new Feed({
    title: tag ? feedTexts.taggedTitle(collection.name, tag.displayTitle) : collection.name,
    description: collection.description,
    id: links.publication,
    link: links.publication,
    language: 'en',
    ...(image ? { image: `${origin}${imageUrl(image.id)}` } : {}),
    updated: newest > 0 ? seconds(newest) : new Date(input.now),
    generator: texts.siteName,
    feedLinks: { rss: links.self },
  });
  for (const post of posts) {
    const link = storyUrl(post, origin);
    const subtitle = post.extendedPreviewContent.subtitle;
    feed.addItem({
      title: post.title,
      id: post.id,
      link,
      date: seconds(post.firstPublishedAt ?? 0),
      ...(subtitle ? { description: renderToStaticMarkup(<p>{subtitle}</p>) } : {}),
      content: itemContent(post, link, origin),
      category: post.tags.map((postTag) => ({ name: postTag.displayTitle })),
      extensions: [{ name: 'dc:creator', objects: { _text: post.creator.name } }],
    });
  }
  return feed.rss2();
}
