import { pagingInfo } from '#contract/paging.ts';
import type { Flags } from '#contract/flags.ts';
import { responseMessages } from '#contract/responses.ts';
import { responseDraftMessages } from '#contract/response-drafts.ts';
import { previewSubtitle } from '#contract/story-preview.ts';
import { refuseOverLimit } from '#shared/api/rate-limited.ts';
import { badRequest, describeZodError, notFound, type ResultValue } from '#shared/api/results.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import type { Viewer } from '#shared/api/viewer.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { canView } from '../access.ts';
import { canSeeCatalog, catalogNotFound, toGraphqlCatalog } from '../catalogs/mappers.ts';
import type { CatalogRecord } from '../catalogs/repository.ts';
import { isMuted, noMutes, type Mutes } from '../mutes.ts';
import { hasBody } from '../publishing/publish-plan.ts';
import { bannedHostsLinked, parseHostList } from '../publishing/restrictions.ts';
import { uniqueSlugOf } from '../publishing/slug.ts';
import { readingTime } from '../reading-time.ts';
import type { PostItem, QuoteItem, StoredParagraph } from '../repository.ts';
import {
  responseParagraphs,
  type ResponseTargetRequest,
  type ResponseText,
  type ThreadParent,
  type ThreadRequest,
} from './arguments.ts';
import type { Notifier } from '#shared/queues/notification-event.ts';
import { toGraphqlPost } from '../mappers.ts';
import { toGraphqlResponse, type GraphqlPostResponse } from './mappers.ts';
import type { PublishMentions } from '../mentions/publish-mentions.ts';
import { relevancePage } from './order.ts';
import { isSameParent, parentAttributes, parentOf, type ResponseParent } from './parent.ts';
import { responseLimits } from './rate-limits.ts';
import type { ApprovalState, PostResponseItem, ResponsesRepository } from './repository.ts';

export interface ResponsesDependencies {
  responses: ResponsesRepository;
  findMutes: (viewerId: string) => Promise<Mutes>;
  /** A list by id (a response's parent, decision 119): one GetItem. */
  findCatalog: (id: string) => Promise<CatalogRecord | undefined>;
  rateLimits: RateLimitCounter;
  flags: { all(): Promise<Flags> };
  /** A quote by id (highlights/): a response to a quote answers the story it quotes. */
  findQuote: (quoteId: string) => Promise<QuoteItem | undefined>;
  now: () => number;
  /** A new response's id (drafts/service.ts `newPostId`; the demo seed's own, so reseeding is idempotent). */
  newId: () => string;
  /** A new response is told to the writer of what it answers (the notifications queue). */
  notify: Notifier;
  /** The people a response mentions: linked before it is written, told after (decision 266). */
  mentions: PublishMentions;
}

/** A response drafted in the full editor: its story item (a DRAFT) and the draft's version read. */
export interface DraftedResponse {
  post: PostItem & { inResponseToPostId: string };
  draftVersion: number;
}

type Refusal<N extends ResultValue['__typename']> = ResultValue<N>;
interface ResponseClosed {
  __typename: 'ResponseClosed';
  message: string;
}
interface BannedLinks {
  __typename: 'PublishingRestrictedBannedLinks';
  message: string;
  hosts: string[];
}
export type PublishResponseResult =
  | GraphqlPostResponse
  | ResponseClosed
  | BannedLinks
  | Refusal<'BadRequest' | 'NotFound' | 'Forbidden' | 'Conflict' | 'RateLimited'>;

const closed: ResponseClosed = { __typename: 'ResponseClosed', message: responseMessages.closed };
const changed: Refusal<'Conflict'> = { __typename: 'Conflict', message: responseMessages.changed };
const forbidden = (message: string): Refusal<'Forbidden'> => ({ __typename: 'Forbidden', message });
const isOpen = (post: PostItem | undefined) => post?.allowResponses !== false;
const isResponse = (post: PostItem | undefined): post is PostItem =>
  post !== undefined && parentOf(post) !== undefined && post.status === 'PUBLISHED';
const threadRootOf = (post: PostItem) => post.threadRootPostId ?? post.id;
/** Who sees a hidden response: the parent's writer (to undo) and the response's writer. */
const seesHidden = (link: PostResponseItem, parent: { creatorId: string }, viewer: Viewer) =>
  viewer.id !== undefined && (viewer.id === parent.creatorId || viewer.id === link.creatorId);
/** A response drafted to a quote keeps the quote and its passage (decision 121). */
const quoteOf = (drafted: DraftedResponse | undefined) => {
  const { inResponseToQuoteId, quotedText } = drafted?.post ?? {};
  return inResponseToQuoteId ? { inResponseToQuoteId, quotedText } : undefined;
};

/**
 * Threaded responses (issue #13): a response is a story (`post`) published in place with
 * `inResponseToPostId`, counted exactly in its parent's `responsesCount`; the parent's writer hides
 * and shows responses; a thread is read one level at a time, MOST_RELEVANT or MOST_RECENT
 * (decisions 110, 111).
 */
export function createResponsesService(dependencies: ResponsesDependencies) {
  const { responses, now, newId } = dependencies;
  const overLimit = (viewer: SignedInViewer, rule: (typeof responseLimits)[keyof typeof responseLimits]) =>
    refuseOverLimit(dependencies.rateLimits, rule, viewer.id, now());

  /** The publishing rules a response's text shares with a story's: some body, no banned link. */
  async function refuseText(
    paragraphs: ResponseText,
  ): Promise<BannedLinks | Refusal<'BadRequest'> | undefined> {
    if (!hasBody(paragraphs)) return badRequest(responseMessages.empty);
    const hosts = bannedHostsLinked(
      paragraphs,
      parseHostList((await dependencies.flags.all()).publishing_banned_link_hosts),
    );
    if (hosts.length === 0) return undefined;
    return {
      __typename: 'PublishingRestrictedBannedLinks',
      message: `This response links to ${hosts.join(', ')}, where stories may not link. Remove the links to respond.`,
      hosts,
    };
  }

  /** A response's summary fields worked out from its text, as publishing does for a story. */
  const textFields = (paragraphs: ResponseText) => {
    const title = previewSubtitle({ paragraphs });
    return { title, subtitle: title, readingTime: readingTime(paragraphs) };
  };

  /** The thread's story and whether it (and the parent) still take responses: one BatchGet. */
  async function threadOf(parentId: string) {
    const parent = (await responses.findPosts([parentId])).get(parentId);
    if (!parent) return { parent };
    const rootId = threadRootOf(parent);
    const root = rootId === parent.id ? parent : (await responses.findPosts([rootId])).get(rootId);
    return { parent, root, isOpen: isOpen(parent) && isOpen(root) };
  }

  const asWriterSees = (response: PostItem, paragraphs: ResponseText, viewer: SignedInViewer) =>
    toGraphqlResponse(
      response,
      { paragraphs },
      { approvalState: 'APPROVED', isFromMutedWriter: false, viewerCanModerate: false, viewerId: viewer.id },
    );

  /**
   * What a viewer may respond to: a published story they may open, open for responses (and its
   * thread's story too), or a RESPONSE quote of their own, which answers its story (decision 121).
   */
  async function responseTarget(viewer: Viewer, request: ResponseTargetRequest) {
    const quoteId = request.inResponseToQuoteId;
    const quote = quoteId ? await dependencies.findQuote(quoteId) : undefined;
    if (quoteId && (quote?.quoteType !== 'RESPONSE' || quote.userId !== viewer.id))
      return { refusal: notFound(responseDraftMessages.noQuote(quoteId)) };
    const parentId = quote?.postId ?? request.inResponseToPostId ?? '';
    const { parent, root, isOpen: open } = await threadOf(parentId);
    if (!parent || !root || parent.status !== 'PUBLISHED' || !canView(parent, viewer))
      return { refusal: notFound(responseMessages.noStory(parentId)) };
    if (!open) return { refusal: closed };
    return { parent, root, quote };
  }

  /**
   * Writes a new response of the viewer's under `parent` (in `rootPostId`'s thread): the response, its
   * body and its place, counted in the parent in one transaction; from the full editor, the draft's
   * story item becomes it (decision 121). Undefined when the parent (or the draft) changed meanwhile:
   * nothing was written.
   */
  async function writeResponse(
    viewer: SignedInViewer,
    paragraphs: ResponseText,
    parent: ResponseParent,
    rootPostId: string | undefined,
    drafted?: DraftedResponse,
  ) {
    const id = drafted?.post.id ?? newId();
    const time = now();
    const mentioned = await dependencies.mentions.resolve(paragraphs);
    const fields = textFields(mentioned.paragraphs);
    const response: PostItem = {
      id,
      creatorId: viewer.id,
      ...fields,
      uniqueSlug: uniqueSlugOf(fields.title, id),
      visibility: 'PUBLIC',
      isLocked: false,
      status: 'PUBLISHED',
      tags: [],
      allowResponses: true,
      ...parentAttributes(parent),
      ...(rootPostId && { threadRootPostId: rootPostId }),
      ...(quoteOf(drafted) ?? {}),
      firstPublishedAt: time,
      latestPublishedAt: time,
      createdAt: drafted?.post.createdAt ?? time,
      updatedAt: time,
    };
    const written = await responses.publish({
      post: response,
      content: { id, paragraphs: mentioned.paragraphs },
      link: {
        parentPostId: parent.id,
        responseId: id,
        creatorId: viewer.id,
        publishedAt: time,
        approvalState: 'APPROVED',
      },
      parent,
      rootPostId: rootPostId ?? parent.id,
      ...(drafted && {
        fromDraft: { draftVersion: drafted.draftVersion, updatedAt: drafted.post.updatedAt },
      }),
    });
    if (!written) return undefined;
    await dependencies.mentions.tell({
      actorId: viewer.id,
      postId: id,
      userIds: mentioned.userIds,
      at: time,
    });
    return asWriterSees(response, mentioned.paragraphs, viewer);
  }

  async function publishResponse(
    viewer: SignedInViewer,
    request: { inResponseToPostId: string; paragraphs: ResponseText },
    drafted?: DraftedResponse,
  ): Promise<PublishResponseResult> {
    const refused = await refuseText(request.paragraphs);
    if (refused) return refused;
    const limited = await overLimit(viewer, responseLimits.write);
    if (limited) return limited;
    const { parent, root, isOpen: open } = await threadOf(request.inResponseToPostId);
    if (!parent || !root || parent.status !== 'PUBLISHED' || !canView(parent, viewer))
      return notFound(responseMessages.noStory(request.inResponseToPostId));
    if (!open) return closed;
    const written = await writeResponse(
      viewer,
      request.paragraphs,
      { kind: 'post', id: parent.id },
      root.id,
      drafted,
    );
    if (written) {
      await dependencies.notify({
        type: 'notify',
        // A response to a response is a reply, told to that response's writer; the story is the thread's.
        kind: parentOf(parent) ? 'REPLY' : 'RESPONSE',
        ownerId: parent.creatorId,
        actorId: viewer.id,
        postId: root.id,
        responseId: written.id,
        at: now(),
      });
      return written;
    }
    return (await threadOf(parent.id)).isOpen === false ? closed : changed;
  }

  /** A list the viewer may see, or the NotFound of an unknown id (private lists, decision 113). */
  async function visibleCatalog(catalogId: string, viewer: Viewer) {
    const catalog = await dependencies.findCatalog(catalogId);
    return catalog && canSeeCatalog(catalog, viewer) ? catalog : undefined;
  }

  /** A response to a list (decision 119): its own thread's start; lists are always open to responses. */
  async function publishCatalogResponse(
    viewer: SignedInViewer,
    request: { catalogId: string; paragraphs: ResponseText },
  ): Promise<PublishResponseResult> {
    const refused = await refuseText(request.paragraphs);
    if (refused) return refused;
    const limited = await overLimit(viewer, responseLimits.write);
    if (limited) return limited;
    const catalog = await visibleCatalog(request.catalogId, viewer);
    if (!catalog) return catalogNotFound(request.catalogId);
    return (
      (await writeResponse(viewer, request.paragraphs, { kind: 'catalog', id: catalog.id }, undefined)) ??
      catalogNotFound(request.catalogId)
    );
  }

  /** The viewer's own published response, or why not. */
  async function ownResponse(viewer: SignedInViewer, responseId: string) {
    const response = (await responses.findPosts([responseId])).get(responseId);
    if (!isResponse(response) || !canView(response, viewer))
      return { refusal: notFound(responseMessages.notAResponse(responseId)) };
    if (response.creatorId !== viewer.id) return { refusal: forbidden(responseMessages.onlyItsWriter) };
    return { response };
  }

  async function editResponse(
    viewer: SignedInViewer,
    request: { responseId: string; paragraphs: ResponseText },
  ): Promise<PublishResponseResult> {
    const refused = await refuseText(request.paragraphs);
    if (refused) return refused;
    const limited = await overLimit(viewer, responseLimits.write);
    if (limited) return limited;
    const { response, refusal } = await ownResponse(viewer, request.responseId);
    if (refusal) return refusal;
    const parent = parentOf(response)!;
    if (parent.kind === 'post' && (await threadOf(parent.id)).isOpen === false) return closed;
    const { paragraphs, userIds } = await dependencies.mentions.resolve(request.paragraphs);
    const edited = { ...response, ...textFields(paragraphs), latestPublishedAt: now() };
    if (!(await responses.edit(edited, { id: response.id, paragraphs }))) return changed;
    await dependencies.mentions.tell({
      actorId: viewer.id,
      postId: response.id,
      userIds,
      at: edited.latestPublishedAt,
    });
    return asWriterSees(edited, paragraphs, viewer);
  }

  /**
   * A response nobody replied to is deleted with its place and its count; one with replies keeps its
   * place (and its replies) with its text removed (decision 110).
   */
  async function deleteResponse(viewer: SignedInViewer, responseId: string) {
    const limited = await overLimit(viewer, responseLimits.write);
    if (limited) return limited;
    const { response, refusal } = await ownResponse(viewer, responseId);
    if (refusal) return refusal;
    const parent = parentOf(response)!;
    const link = await responses.findLink(parent.id, response.id, response.firstPublishedAt ?? 0);
    const removed =
      link !== undefined &&
      (response.responsesCount ?? 0) === 0 &&
      (await responses.remove(response, link, parent));
    if (!removed)
      await responses.edit(
        { ...response, title: '', subtitle: '', readingTime: 0 },
        { id: response.id, paragraphs: [] },
      );
    return {
      __typename: 'ResponseDeleted' as const,
      responseId,
      parentPostId: parent.kind === 'post' ? parent.id : '',
      parentCatalogId: parent.kind === 'catalog' ? parent.id : null,
      kept: !removed,
    };
  }

  /**
   * Who moderates `parent` — a story's writer, a list's owner — when the viewer may see it; undefined
   * when not (the NotFound of an unknown id). A story is read in the response's BatchGet (`found`).
   */
  async function moderatorOf(parent: ResponseParent, found: Map<string, PostItem>, viewer: Viewer) {
    if (parent.kind === 'catalog') return (await visibleCatalog(parent.id, viewer))?.creatorId;
    const post = found.get(parent.id);
    return post && canView(post, viewer) ? post.creatorId : undefined;
  }

  /** hide (REMOVED) and unhide (APPROVED): the parent's writer (a list's owner) only. */
  async function moderate(
    viewer: SignedInViewer,
    parent: ResponseParent,
    responseId: string,
    to: ApprovalState,
  ) {
    const limited = await overLimit(viewer, responseLimits.moderate);
    if (limited) return limited;
    const found = await responses.findPosts(parent.kind === 'post' ? [parent.id, responseId] : [responseId]);
    const moderator = await moderatorOf(parent, found, viewer);
    const response = found.get(responseId);
    if (!moderator || !isResponse(response) || !isSameParent(parentOf(response), parent))
      return notFound(responseMessages.notAResponse(responseId));
    if (moderator !== viewer.id)
      return forbidden(
        parent.kind === 'post' ? responseMessages.onlyParentWriter : responseMessages.onlyListOwner,
      );
    const link = await responses.findLink(parent.id, response.id, response.firstPublishedAt ?? 0);
    if (!link) return notFound(responseMessages.notAResponse(responseId));
    if (link.approvalState !== to && !(await responses.moderate(link, to, parent))) return changed;
    const { contents } = await responses.findThreadItems([response.id]);
    return toGraphqlResponse(response, contents.get(response.id), {
      approvalState: to,
      isFromMutedWriter: false,
      viewerCanModerate: true,
      viewerId: viewer.id,
    });
  }

  /**
   * One page of the `postResponse` items of a level, in the order asked, and the summaries and bodies
   * of those responses (and of `alsoRead`) in ONE BatchGet: for MOST_RECENT a Query of the page, for
   * MOST_RELEVANT a Query of the whole level, whose clap counts decide the order (decision 111).
   */
  async function pageOfLevel(
    parentPostId: string,
    request: Omit<ThreadRequest, 'postId'>,
    alsoRead: readonly string[],
  ) {
    const paging = request.postResponsesPaging;
    if (request.sortType === 'MOST_RECENT') {
      const page = await responses.newestResponses(parentPostId, paging);
      const items = await responses.findThreadItems([
        ...alsoRead,
        ...page.items.map((link) => link.responseId),
      ]);
      return { links: page.items, cursor: page.cursor, items };
    }
    const links = await responses.allResponses(parentPostId);
    const items = await responses.findThreadItems([...alsoRead, ...links.map((link) => link.responseId)]);
    const ranked = links.map((link) => ({
      link,
      id: link.responseId,
      publishedAt: link.publishedAt,
      clapCount: items.posts.get(link.responseId)?.clapCount ?? 0,
    }));
    const page = relevancePage(ranked, paging);
    return { links: page.items.map((entry) => entry.link), cursor: page.cursor, items };
  }

  type LevelPage = Awaited<ReturnType<typeof pageOfLevel>>;

  /**
   * What the viewer is shown of a page: hidden responses only to the parent's writer and their own
   * writer (so a page may hold fewer than asked; its cursor goes on), muted writers marked. A signed-in
   * viewer's mutes are read only when the page holds responses.
   */
  async function shownOf(
    parent: Pick<PostItem, 'id' | 'creatorId'>,
    page: LevelPage,
    viewer: Viewer,
    limit: number,
  ) {
    const mutes = viewer.id && page.links.length > 0 ? await dependencies.findMutes(viewer.id) : noMutes;
    const viewerCanModerate = viewer.id !== undefined && viewer.id === parent.creatorId;
    const shown = page.links.flatMap((link) => {
      const response = page.items.posts.get(link.responseId);
      if (!isResponse(response) || !canView(response, viewer)) return [];
      if (link.approvalState !== 'APPROVED' && !seesHidden(link, parent, viewer)) return [];
      return [
        toGraphqlResponse(response, page.items.contents.get(response.id), {
          approvalState: link.approvalState,
          isFromMutedWriter: isMuted({ creatorId: response.creatorId }, mutes),
          viewerCanModerate,
          viewerId: viewer.id,
        }),
      ];
    });
    return {
      __typename: 'PostResponseConnection' as const,
      responses: shown,
      pagingInfo: pagingInfo(limit, page.cursor),
    };
  }

  /**
   * threadedPostResponses (by id): the level's Query, then ONE BatchGet of the parent with the
   * responses and their bodies (the parent's visibility is checked on it).
   */
  async function threadedPostResponses(viewer: Viewer, request: ThreadRequest) {
    const page = await pageOfLevel(request.postId, request, [request.postId]);
    const parent = page.items.posts.get(request.postId);
    if (!parent || !canView(parent, viewer)) return notFound(responseMessages.noStory(request.postId));
    return shownOf(parent, page, viewer, request.postResponsesPaging.limit);
  }

  /**
   * Post.threadedResponses and Catalog.threadedResponses: the parent is already read (and allowed), so
   * nothing is read for one without responses, unless its writer asks and it may have hidden ones
   * (hidden responses are not counted; a list counts them apart).
   */
  async function threadedResponsesOf(
    parent: ThreadParent,
    viewer: Viewer,
    request: Omit<ThreadRequest, 'postId'>,
  ) {
    const limit = request.postResponsesPaging.limit;
    const empty = { links: [], cursor: null, items: { posts: new Map(), contents: new Map() } };
    const mayHaveHidden = (parent.hiddenResponsesCount ?? 1) > 0;
    const page =
      parent.responsesCount === 0 && !(viewer.id === parent.creatorId && mayHaveHidden)
        ? empty
        : await pageOfLevel(parent.id, request, []);
    return shownOf(parent, page, viewer, limit);
  }

  /** threadedCatalogResponses: the list (ONE GetItem; private lists NotFound), then the level's reads. */
  async function threadedCatalogResponses(
    viewer: Viewer,
    request: Omit<ThreadRequest, 'postId'> & { catalogId: string },
  ) {
    const catalog = await visibleCatalog(request.catalogId, viewer);
    if (!catalog) return catalogNotFound(request.catalogId);
    return threadedResponsesOf(toGraphqlCatalog(catalog), viewer, request);
  }

  type Moderation = { parentPostId: string; postResponseId: string };
  type CatalogModeration = { parentCatalogId: string; catalogResponseId: string };
  const onPost = (request: Moderation): ResponseParent => ({ kind: 'post', id: request.parentPostId });
  const onCatalog = (request: CatalogModeration): ResponseParent => ({
    kind: 'catalog',
    id: request.parentCatalogId,
  });

  return {
    threadedPostResponses,
    threadedCatalogResponses,
    threadedResponsesOf,
    publishResponse: (
      viewer: SignedInViewer,
      request: { inResponseToPostId: string; paragraphs: ResponseText },
    ) => publishResponse(viewer, request),
    /**
     * A response written in the full editor (publishing/ reads its draft): the same rules, limit and
     * transaction as publishResponse, its story item and id kept (decision 121).
     */
    async publishDraftedResponse(
      viewer: SignedInViewer,
      drafted: DraftedResponse,
      stored: readonly StoredParagraph[],
    ): Promise<PublishResponseResult> {
      // The draft passed the editor's rules when it was saved; a response also has fewer paragraphs.
      const paragraphs = responseParagraphs.safeParse(stored);
      if (!paragraphs.success) return badRequest(describeZodError(paragraphs.error));
      const { inResponseToPostId } = drafted.post;
      return publishResponse(viewer, { inResponseToPostId, paragraphs: paragraphs.data }, drafted);
    },
    responseTarget,
    /** Query.responseTarget: what the editor shows above a response (the story, the quoted passage). */
    async responseTargetResult(viewer: Viewer, request: ResponseTargetRequest) {
      const found = await responseTarget(viewer, request);
      if ('refusal' in found) return found.refusal;
      return {
        __typename: 'ResponseTarget' as const,
        post: toGraphqlPost(found.parent, { isFullContent: false }),
        quotedText: found.quote?.quote ?? null,
      };
    },
    publishCatalogResponse,
    editResponse,
    deleteResponse,
    hidePostResponse: (viewer: SignedInViewer, request: Moderation) =>
      moderate(viewer, onPost(request), request.postResponseId, 'REMOVED'),
    unhidePostResponseOnParentPost: (viewer: SignedInViewer, request: Moderation) =>
      moderate(viewer, onPost(request), request.postResponseId, 'APPROVED'),
    hideCatalogResponse: (viewer: SignedInViewer, request: CatalogModeration) =>
      moderate(viewer, onCatalog(request), request.catalogResponseId, 'REMOVED'),
    showCatalogResponseOnParent: (viewer: SignedInViewer, request: CatalogModeration) =>
      moderate(viewer, onCatalog(request), request.catalogResponseId, 'APPROVED'),
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
