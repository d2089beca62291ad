import type { MeterReading } from './metered/meter.ts';
import type { PostItem, StoredParagraph } from './repository.ts';

/** Stored items → the GraphQL shapes of graphql/schema.graphql. Pure: the rules were applied before. */

export interface GraphqlImage {
  id: string;
  alt: string | null;
  focusPercentX: number | null;
  focusPercentY: number | null;
  originalWidth: number | null;
  originalHeight: number | null;
}

export interface GraphqlTag {
  id: string;
  displayTitle: string;
  /** Absent on a story's tags: Tag.postCount is resolved on demand from the tag item (see CONTEXT.md). */
  postCount?: number;
  /** Absent on a story's tags, as postCount. */
  followerCount?: number;
}

/** A stored tag as the tag page's Tag, its counts read with it. */
export const toGraphqlTag = (tag: {
  slug: string;
  displayTitle: string;
  postCount?: number;
  followerCount?: number;
}): GraphqlTag => ({
  id: tag.slug,
  displayTitle: tag.displayTitle,
  postCount: tag.postCount ?? 0,
  followerCount: tag.followerCount ?? 0,
});

export interface GraphqlParagraph {
  name: string;
  type: StoredParagraph['type'];
  text: string;
  layout: StoredParagraph['layout'] | null;
  markups: { type: string; start: number; end: number; href: string | null; userId: string | null }[];
  metadata: GraphqlImage | null;
  codeBlockMetadata: { lang: string | null } | null;
  mixtapeMetadata: { href: string } | null;
}

export interface GraphqlPostContent {
  isLockedPreviewOnly: boolean;
  bodyModel: { paragraphs: GraphqlParagraph[] };
  // Highlights (issue #13): on the story page only, shaped by functions/posts/highlights/on-story-page.ts
  // (typed there: this module is below it).
  topHighlight?: object | null;
  viewerHighlights?: object[] | null;
  /** The metered allowance (decision 141), on the story page of a signed-in non-member only. */
  meter?: MeterReading | null;
}

export interface GraphqlPost {
  __typename: 'Post';
  id: string;
  /** Not in the schema: Post.creator (users) and Post.collection (publications) resolve from these. */
  creatorId: string;
  collectionId: string | null;
  title: string;
  uniqueSlug: string;
  statusForCollection: PostItem['statusForCollection'] | null;
  visibility: PostItem['visibility'];
  isLocked: boolean;
  isPublished: boolean;
  isSuspended: boolean;
  readingTime: number;
  clapCount: number;
  responsesCount: number;
  firstPublishedAt: number | null;
  latestPublishedAt: number | null;
  updatedAt: number;
  pinnedAt: number | null;
  purgeAt: number | null;
  allowResponses: boolean;
  previewImage: GraphqlImage | null;
  extendedPreviewContent: { subtitle: string; isFullContent: boolean };
  tags: GraphqlTag[];
  /** Present only when the operation selected it (it costs the body's read). */
  content?: GraphqlPostContent;
  /** Story settings, present only when the writer set them (absent answers null). */
  seoTitle?: string;
  seoDescription?: string;
  canonicalUrl?: string;
  // Series (issue #12): `seriesId` is not in the schema; Post.sequence resolves from it (functions/posts/series).
  isSeries: boolean;
  seriesId?: string;
}

/** What the viewer may read of the body, decided by the service (paywall.ts). */
export interface ReadableBody {
  paragraphs: readonly StoredParagraph[];
  isLockedPreviewOnly: boolean;
  /** The story page's highlights (issue #13), anchored in `paragraphs` (highlights/on-story-page.ts). */
  highlights?: Pick<GraphqlPostContent, 'topHighlight' | 'viewerHighlights'>;
  meter?: MeterReading;
}

/** AppSync's AWSTimestamp counts seconds; the table stores epoch milliseconds. */
export const toAwsTimestamp = (epochMs: number) => Math.floor(epochMs / 1000);
const optionalTimestamp = (epochMs: number | undefined) =>
  epochMs === undefined ? null : toAwsTimestamp(epochMs);

export function toGraphqlImage(image: Partial<GraphqlImage> & { id: string }): GraphqlImage {
  return {
    id: image.id,
    alt: image.alt ?? null,
    focusPercentX: image.focusPercentX ?? null,
    focusPercentY: image.focusPercentY ?? null,
    originalWidth: image.originalWidth ?? null,
    originalHeight: image.originalHeight ?? null,
  };
}

export function toGraphqlParagraph(paragraph: StoredParagraph): GraphqlParagraph {
  return {
    name: paragraph.name,
    type: paragraph.type,
    text: paragraph.text ?? '',
    layout: paragraph.layout ?? null,
    markups: (paragraph.markups ?? []).map((markup) => ({
      ...markup,
      href: markup.href ?? null,
      userId: markup.userId ?? null,
    })),
    metadata: paragraph.metadata?.id
      ? toGraphqlImage({ ...paragraph.metadata, id: paragraph.metadata.id })
      : null,
    codeBlockMetadata: paragraph.type === 'PRE' ? { lang: paragraph.codeBlockMetadata?.lang ?? null } : null,
    mixtapeMetadata: paragraph.mixtapeMetadata?.href ? { href: paragraph.mixtapeMetadata.href } : null,
  };
}

export function toGraphqlPost(
  post: PostItem,
  view: { isFullContent: boolean; body?: ReadableBody },
): GraphqlPost {
  return {
    __typename: 'Post',
    id: post.id,
    creatorId: post.creatorId,
    collectionId: post.collectionId ?? null,
    title: post.title,
    uniqueSlug: post.uniqueSlug,
    statusForCollection: post.statusForCollection ?? null,
    visibility: post.visibility,
    isLocked: post.isLocked,
    isPublished: post.status === 'PUBLISHED',
    isSuspended: post.isSuspended ?? false,
    readingTime: post.readingTime,
    clapCount: post.clapCount ?? 0,
    responsesCount: post.responsesCount ?? 0,
    firstPublishedAt: optionalTimestamp(post.firstPublishedAt),
    latestPublishedAt: optionalTimestamp(post.latestPublishedAt),
    updatedAt: toAwsTimestamp(post.updatedAt),
    pinnedAt: optionalTimestamp(post.pinnedAt),
    // expiresAt is already whole seconds: DynamoDB's TTL attribute.
    purgeAt: post.expiresAt ?? null,
    allowResponses: post.allowResponses ?? true,
    previewImage: post.previewImage?.id
      ? toGraphqlImage({ ...post.previewImage, id: post.previewImage.id })
      : null,
    extendedPreviewContent: { subtitle: post.subtitle ?? '', isFullContent: view.isFullContent },
    tags: (post.tags ?? []).map((tag) => ({ id: tag.slug, displayTitle: tag.displayTitle })),
    ...(post.seoTitle && { seoTitle: post.seoTitle }),
    ...(post.seoDescription && { seoDescription: post.seoDescription }),
    ...(post.canonicalUrl && { canonicalUrl: post.canonicalUrl }),
    isSeries: post.isSeries ?? false,
    ...(post.seriesId && { seriesId: post.seriesId }),
    ...(view.body && {
      content: {
        isLockedPreviewOnly: view.body.isLockedPreviewOnly,
        bodyModel: { paragraphs: view.body.paragraphs.map(toGraphqlParagraph) },
        ...view.body.highlights,
        meter: view.body.meter ?? null,
      },
    }),
  };
}
