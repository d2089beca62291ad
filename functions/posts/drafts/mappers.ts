import { toAwsTimestamp, toGraphqlParagraph, type GraphqlParagraph } from '../mappers.ts';
import type { PostItem } from '../repository.ts';
import type { PostDraftItem, PostRevisionItem } from './repository.ts';

/** Drafts and revisions → the GraphQL shapes (PostDraft, PostRevision). Pure. */

export interface GraphqlPostDraft {
  __typename: 'PostDraft';
  id: string;
  title: string;
  subtitle: string;
  bodyModel: { paragraphs: GraphqlParagraph[] };
  version: number;
  updatedAt: number;
  status: PostItem['status'];
  isPublished: boolean;
  uniqueSlug: string;
  latestPublishedAt: number | null;
  inResponseToPostId: string | null;
  quotedText: string | null;
}

/** What PostDraft shows of the story itself. */
export type StoryState = Pick<PostItem, 'status' | 'uniqueSlug' | 'latestPublishedAt'> &
  Partial<Pick<PostItem, 'inResponseToPostId' | 'quotedText'>>;

export function toGraphqlDraft(story: StoryState, draft: PostDraftItem): GraphqlPostDraft {
  return {
    __typename: 'PostDraft',
    id: draft.id,
    title: draft.title ?? '',
    subtitle: draft.subtitle ?? '',
    bodyModel: { paragraphs: draft.paragraphs.map(toGraphqlParagraph) },
    version: draft.version,
    updatedAt: toAwsTimestamp(draft.updatedAt),
    status: story.status,
    isPublished: story.status === 'PUBLISHED',
    uniqueSlug: story.uniqueSlug,
    latestPublishedAt: story.latestPublishedAt === undefined ? null : toAwsTimestamp(story.latestPublishedAt),
    inResponseToPostId: story.inResponseToPostId ?? null,
    quotedText: story.quotedText ?? null,
  };
}

/** A revision's excerpt: enough of its text to tell it from the others in a list. */
export const revisionExcerptLength = 160;

/** The start of the body's text, paragraphs joined and whitespace collapsed, cut after a word. */
function excerptOf(paragraphs: PostRevisionItem['paragraphs']): string {
  const text = paragraphs
    .map((paragraph) => paragraph.text ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= revisionExcerptLength) return text;
  const cut = text.slice(0, revisionExcerptLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > 0 ? lastSpace : revisionExcerptLength)}…`;
}

/** A revision, its whole text included (a list's answer selects the summary only). */
export function toGraphqlRevision(revision: PostRevisionItem) {
  return {
    __typename: 'PostRevision' as const,
    id: String(revision.savedAt),
    version: revision.version,
    savedAt: toAwsTimestamp(revision.savedAt),
    title: revision.title ?? '',
    subtitle: revision.subtitle ?? '',
    excerpt: excerptOf(revision.paragraphs),
    paragraphCount: revision.paragraphs.length,
    bodyModel: { paragraphs: revision.paragraphs.map(toGraphqlParagraph) },
  };
}
