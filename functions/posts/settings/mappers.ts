import { slugPartOf } from '#contract/story-settings.ts';
import { toAwsTimestamp, toGraphqlPost, type GraphqlPost } from '../mappers.ts';
import { countWords } from '../reading-time.ts';
import type { PostItem, StoredParagraph } from '../repository.ts';

/** The schema's PostSettings (graphql/schema.graphql, "Story settings"). */
export interface GraphqlPostSettings {
  __typename: 'PostSettings';
  id: string;
  post: GraphqlPost;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  showInRecommendations: boolean;
  createdAt: number;
  wordCount: number;
}

/** A story's settings and facts as its writer sees them; `paragraphs`: the writer's current text. */
export function toPostSettings(
  post: PostItem,
  paragraphs: readonly StoredParagraph[] = [],
): GraphqlPostSettings {
  return {
    __typename: 'PostSettings',
    id: post.id,
    post: toGraphqlPost(post, { isFullContent: true }),
    slug: slugPartOf(post.uniqueSlug, post.id),
    seoTitle: post.seoTitle ?? null,
    seoDescription: post.seoDescription ?? null,
    canonicalUrl: post.canonicalUrl ?? null,
    showInRecommendations: post.showInRecommendations ?? true,
    createdAt: toAwsTimestamp(post.createdAt),
    wordCount: paragraphs.reduce((words, paragraph) => words + countWords(paragraph.text ?? ''), 0),
  };
}
