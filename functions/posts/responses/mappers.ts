import { toGraphqlParagraph, toGraphqlPost, type GraphqlParagraph, type GraphqlPost } from '../mappers.ts';
import type { PostContentItem, PostItem } from '../repository.ts';
import type { ApprovalState } from './repository.ts';

/** A response as the thread shows it (PostResponse in the schema). */
export interface GraphqlPostResponse {
  __typename: 'PostResponse';
  id: string;
  post: GraphqlPost;
  paragraphs: GraphqlParagraph[];
  parentPostId: string;
  parentCatalogId: string | null;
  approvalState: ApprovalState;
  isDeleted: boolean;
  isFromMutedWriter: boolean;
  viewerCanModerate: boolean;
  viewerIsWriter: boolean;
  quotedText: string | null;
}

export interface ResponseView {
  approvalState: ApprovalState;
  isFromMutedWriter: boolean;
  viewerCanModerate: boolean;
  viewerId: string | undefined;
}

/**
 * A response and its body: never member-only (a response is read by everyone who can read the thread,
 * decision 110), so the body is always whole. An empty body is a response deleted after it had replies.
 */
export function toGraphqlResponse(
  response: PostItem,
  content: Pick<PostContentItem, 'paragraphs'> | undefined,
  view: ResponseView,
): GraphqlPostResponse {
  const paragraphs = content?.paragraphs ?? [];
  return {
    __typename: 'PostResponse',
    id: response.id,
    post: toGraphqlPost(response, {
      isFullContent: true,
      body: { paragraphs, isLockedPreviewOnly: false },
    }),
    paragraphs: paragraphs.map(toGraphqlParagraph),
    parentPostId: response.inResponseToPostId ?? '',
    parentCatalogId: response.inResponseToCatalogId ?? null,
    approvalState: view.approvalState,
    isDeleted: paragraphs.length === 0,
    isFromMutedWriter: view.isFromMutedWriter,
    viewerCanModerate: view.viewerCanModerate,
    viewerIsWriter: view.viewerId !== undefined && view.viewerId === response.creatorId,
    quotedText: response.quotedText ?? null,
  };
}
