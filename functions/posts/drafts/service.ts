import { randomBytes } from 'node:crypto';
import { draftMessages } from '#contract/draft-limits.ts';
import { pagingInfo, type Paging } from '#contract/paging.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, notFound, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { itemSize, maxItemBytes } from '#shared/data/item-size.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import type { PostItem, PostsRepository, QuoteItem } from '../repository.ts';
import type { DraftChange } from './arguments.ts';
import { toGraphqlDraft, toGraphqlRevision, type GraphqlPostDraft } from './mappers.ts';
import { writingLimits } from '../rate-limits.ts';
import type {
  DraftText,
  DraftsRepository,
  PostDraftItem,
  PostRevisionItem,
  StoryDraft,
} from './repository.ts';
import { isWritersStory, storyNotFound } from '../writers-story.ts';
import type { ResponseTargetRequest } from '../responses/arguments.ts';
import type { NewsletterEmailPlaceOf } from './newsletter-email.ts';

const minutes = (count: number) => count * 60_000;
/** A revision is kept at most once per window of saving: the draft as it was when the writer came back. */
export const revisionWindowMs = minutes(10);
/** How stale Your stories may show a draft's updatedAt while its title stays the same. */
export const summaryRefreshMs = minutes(1);
/** Revisions live as long as the trash keeps a story, so a purged story leaves none behind. */
export const revisionLifetimeSeconds = 14 * 24 * 3600;
/** Room left in the 400 KB item for the keys and the other attributes of a draft or a revision. */
const itemOverheadBytes = 4 * 1024;

export const draftResultMessages = {
  signIn: 'Sign in to write.',
  conflict:
    'This story changed in another tab or on another device since you opened it: both versions are shown.',
  noRevision: (id: string) => `No revision ${id} of this story.`,
  noNewsletter: (id: string) => `No newsletter ${id}.`,
} as const;

type Conflict = { __typename: 'Conflict'; message: string; draft: GraphqlPostDraft };
export type SaveDraftResult =
  | { __typename: 'DraftSaved'; postId: string; version: number; savedAt: number }
  | Conflict
  | ResultValue<'BadRequest' | 'NotFound' | 'RateLimited'>;

export interface DraftsServiceDependencies {
  drafts: DraftsRepository;
  posts: Pick<PostsRepository, 'findPost'>;
  rateLimits: RateLimitCounter;
  /** What a response draft may answer: responses/ decides (decision 121). */
  responseTarget: ResponseTargetCheck;
  /** Where a newsletter's new e-mail is drafted, or null for a non-manager (newsletter-email.ts). */
  newsletterEmailPlace: NewsletterEmailPlaceOf;
  now: () => number;
}

/** responses/ `responseTarget`: the story answered and its thread's, or why not (a result value). */
type ResponseTargetCheck = (
  viewer: SignedInViewer,
  request: ResponseTargetRequest,
) => Promise<
  | { refusal: { __typename: string; message: string } }
  | { parent: PostItem; root: PostItem; quote?: QuoteItem }
>;

export const newPostId = () => randomBytes(8).toString('hex');
const hasText = (text: Partial<DraftText>) => Boolean(text.title) || (text.paragraphs?.length ?? 0) > 0;
const revisionWindowOf = (time: number) => Math.floor(time / revisionWindowMs);
const conflict = (post: PostItem, draft: PostDraftItem): Conflict => ({
  __typename: 'Conflict',
  message: draftResultMessages.conflict,
  draft: toGraphqlDraft(post, draft),
});

/**
 * The writer's drafts: start, load, save with versions (a stale base is a Conflict carrying the stored
 * copy), revisions and revert. Only the writer: anyone else gets the NotFound of an unknown id.
 */
export function createDraftsService({
  drafts,
  posts,
  rateLimits,
  responseTarget,
  newsletterEmailPlace,
  now,
}: DraftsServiceDependencies) {
  const overLimit = (viewer: SignedInViewer, rule: (typeof writingLimits)[keyof typeof writingLimits]) =>
    refuseOverLimit(rateLimits, rule, viewer.id, now());

  /** A copy of the draft as it stood, kept as a revision. */
  const asRevision = (draft: PostDraftItem, creatorId: string): PostRevisionItem => ({
    postId: draft.id,
    savedAt: draft.updatedAt,
    creatorId,
    version: draft.version,
    title: draft.title ?? '',
    subtitle: draft.subtitle ?? '',
    paragraphs: draft.paragraphs,
    expiresAt: Math.floor(draft.updatedAt / 1000) + revisionLifetimeSeconds,
  });

  /**
   * The draft of the writer's story, started from the published text when a published story has none
   * yet (the first time its writer opens it): a GetItem of the body and a conditional PutItem, once.
   */
  async function draftOf(post: PostItem, found: PostDraftItem | undefined): Promise<PostDraftItem> {
    if (found) return found;
    const content = await drafts.findPublishedContent(post.id);
    const first = {
      id: post.id,
      creatorId: post.creatorId,
      title: post.title,
      subtitle: post.subtitle ?? '',
      paragraphs: content?.paragraphs ?? [],
      version: 1,
      updatedAt: now(),
    };
    if (await drafts.putFirstDraft(first)) return first;
    const { draft } = await drafts.findStoryDraft(post.id);
    if (!draft) throw new Error(`The first draft of ${post.id} was refused but cannot be read`);
    return draft;
  }

  /** Why a conditional write of the draft was refused: gone, not the writer's, in the trash, or newer. */
  async function refusal(
    postId: string,
    viewer: SignedInViewer,
  ): Promise<Conflict | ResultValue<'NotFound'>> {
    const { post, draft }: StoryDraft = await drafts.findStoryDraft(postId);
    if (!isWritersStory(post, viewer) || draft?.expiresAt !== undefined) return storyNotFound(postId);
    return conflict(post, await draftOf(post, draft));
  }

  /**
   * After a save: Your stories shows a draft's title and when it changed (one UpdateItem of the story
   * when the title or subtitle changed, else at most once a minute), and the draft it replaced is kept
   * as a revision when it opens a new window (one PutItem).
   */
  async function afterWrite(
    replaced: PostDraftItem,
    write: DraftText & { id: string; creatorId: string; now: number },
  ) {
    const summaryChanged = replaced.title !== write.title || replaced.subtitle !== write.subtitle;
    const summaryStale = write.now - replaced.updatedAt >= summaryRefreshMs;
    const newWindow = replaced.revisionWindow !== revisionWindowOf(write.now);
    await Promise.all([
      (summaryChanged || summaryStale) && drafts.updateDraftSummary(write),
      newWindow && hasText(replaced) && drafts.putRevision(asRevision(replaced, write.creatorId)),
    ]);
  }

  return {
    /**
     * startDraft: the story and its draft at version 1, in one transaction. With a newsletter (its new
     * e-mail, decision 180): only its managers, the draft in its publication if it has one; NotFound else.
     */
    async startDraft(
      viewer: SignedInViewer,
      newsletterV3Id?: string,
    ): Promise<GraphqlPostDraft | ResultValue<'RateLimited' | 'NotFound'>> {
      const limited = await overLimit(viewer, writingLimits.drafts);
      if (limited) return limited;
      const place = newsletterV3Id ? await newsletterEmailPlace(viewer.id, newsletterV3Id) : {};
      if (!place) return notFound(draftResultMessages.noNewsletter(newsletterV3Id!));
      const id = newPostId();
      const draft = await drafts.createDraft({ id, creatorId: viewer.id, now: now(), ...place });
      return toGraphqlDraft({ status: 'DRAFT', uniqueSlug: id, latestPublishedAt: undefined }, draft);
    },

    /**
     * startResponseDraft (the full editor's response): counted like startDraft; what it answers is
     * checked by responses/ (a story the viewer may read and answer, or their own RESPONSE quote), then
     * the story (carrying its parent, thread and quoted passage) and its draft in one transaction.
     */
    async startResponseDraft(viewer: SignedInViewer, request: ResponseTargetRequest) {
      const limited = await overLimit(viewer, writingLimits.drafts);
      if (limited) return limited;
      const target = await responseTarget(viewer, request);
      if ('refusal' in target) return target.refusal;
      const id = newPostId();
      const response = {
        inResponseToPostId: target.parent.id,
        threadRootPostId: target.root.id,
        ...(target.quote && { inResponseToQuoteId: target.quote.quoteId, quotedText: target.quote.quote }),
      };
      const draft = await drafts.createDraft({ id, creatorId: viewer.id, now: now(), response });
      return toGraphqlDraft(
        { status: 'DRAFT', uniqueSlug: id, latestPublishedAt: undefined, ...response },
        draft,
      );
    },

    /** Query.postDraft: one consistent BatchGetItem of the story and its draft. */
    async postDraft(
      viewer: SignedInViewer,
      postId: string,
    ): Promise<GraphqlPostDraft | ResultValue<'NotFound'>> {
      const { post, draft } = await drafts.findStoryDraft(postId);
      if (!isWritersStory(post, viewer)) return storyNotFound(postId);
      return toGraphqlDraft(post, await draftOf(post, draft));
    },

    /**
     * saveDraft: checked for size, counted, then ONE conditional UpdateItem; a refused one reads the
     * stored copy to answer NotFound or Conflict. Readers' copy of a published story is untouched.
     */
    async saveDraft(viewer: SignedInViewer, change: DraftChange): Promise<SaveDraftResult> {
      const { postId, baseVersion, title, subtitle, paragraphs } = change;
      if (itemSize({ title, subtitle, paragraphs }) > maxItemBytes - itemOverheadBytes) {
        return badRequest(draftMessages.tooLongToSave);
      }
      const limited = await overLimit(viewer, writingLimits.saves);
      if (limited) return limited;
      const write = { id: postId, creatorId: viewer.id, title, subtitle, paragraphs, now: now() };
      const replaced = await drafts.updateDraft({
        ...write,
        baseVersion,
        revisionWindow: revisionWindowOf(write.now),
      });
      if (!replaced) return refusal(postId, viewer);
      await afterWrite(replaced, write);
      return {
        __typename: 'DraftSaved',
        postId,
        version: baseVersion + 1,
        savedAt: Math.floor(write.now / 1000),
      };
    },

    /** Query.postRevisions: the story (its writer?) and a page of its revisions, read side by side. */
    async postRevisions(viewer: SignedInViewer, postId: string, paging: Paging) {
      const [post, page] = await Promise.all([posts.findPost(postId), drafts.revisionsOf(postId, paging)]);
      if (!isWritersStory(post, viewer)) return storyNotFound(postId);
      return {
        __typename: 'PostRevisionConnection' as const,
        revisions: page.items.map(toGraphqlRevision),
        pagingInfo: pagingInfo(paging.limit, page.cursor),
      };
    },

    /** Query.postRevision: the story (its writer?) and one revision with its text, read side by side. */
    async postRevision(viewer: SignedInViewer, postId: string, revisionId: number) {
      const [post, revision] = await Promise.all([
        posts.findPost(postId),
        drafts.findRevision(postId, revisionId),
      ]);
      if (!isWritersStory(post, viewer)) return storyNotFound(postId);
      if (revision?.creatorId !== viewer.id)
        return notFound(draftResultMessages.noRevision(String(revisionId)));
      return toGraphqlRevision(revision);
    },

    /**
     * revertDraft: one BatchGetItem (story, draft, revision), then one transaction keeping the current
     * draft as a revision and writing the revision's text as the draft, on the same conditions as a save.
     */
    async revertDraft(
      viewer: SignedInViewer,
      request: { postId: string; revisionId: number; baseVersion: number },
    ): Promise<GraphqlPostDraft | Conflict | ResultValue<'NotFound' | 'RateLimited'>> {
      const { postId, revisionId, baseVersion } = request;
      const limited = await overLimit(viewer, writingLimits.saves);
      if (limited) return limited;
      const { post, draft, revision } = await drafts.findRevertSources(postId, revisionId);
      if (!isWritersStory(post, viewer) || !draft || draft.expiresAt !== undefined)
        return storyNotFound(postId);
      if (revision?.creatorId !== viewer.id)
        return notFound(draftResultMessages.noRevision(String(revisionId)));
      if (draft.version !== baseVersion) return conflict(post, draft);
      const write = {
        id: postId,
        creatorId: viewer.id,
        title: revision.title ?? '',
        subtitle: revision.subtitle ?? '',
        paragraphs: revision.paragraphs,
        now: now(),
      };
      const written = await drafts.revertDraft(
        { ...write, baseVersion, revisionWindow: revisionWindowOf(write.now) },
        asRevision(draft, viewer.id),
      );
      if (!written) return refusal(postId, viewer);
      await drafts.updateDraftSummary(write);
      return toGraphqlDraft(post, { ...draft, ...write, version: baseVersion + 1, updatedAt: write.now });
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
