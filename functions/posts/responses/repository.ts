import type { EntityItem } from 'electrodb';
import type { Paging } from '#contract/paging.ts';
import { batchGetAcross } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import { queryPage, type Page } from '#shared/data/query-page.ts';
import { untilNoConflict } from '#shared/data/transaction-conflict.ts';
import type { PostContentItem, PostItem } from '../repository.ts';
import type { ResponseParent } from './parent.ts';

type Entities = FolioData['entities'];
/** The entities as a transaction's callback receives them. */
type TransactionEntities = Parameters<Parameters<FolioData['transaction']['write']>[0]>[0];
export type PostResponseItem = EntityItem<Entities['postResponse']>;
export type ApprovalState = PostResponseItem['approvalState'];

/** What a new response writes: the response (summary and body), its place under the parent. */
export interface NewResponse {
  post: PostItem;
  content: PostContentItem;
  link: PostResponseItem;
  parent: ResponseParent;
  /** The story the thread answers, when it is not the parent: its allowResponses is checked too. */
  rootPostId: string;
  /**
   * A response drafted in the full editor (decision 121): its story item exists as a DRAFT and its
   * draft must still be at the version read, so the summary is put on those conditions, not created.
   */
  fromDraft?: { draftVersion: number; updatedAt: number };
}

/** Responses, summaries and bodies by id, with the writer of each: what a level of a thread shows. */
export interface ThreadItems {
  posts: Map<string, PostItem>;
  contents: Map<string, PostContentItem>;
}

/**
 * Many readers respond to one story at once: each transaction updates the story's count, and DynamoDB
 * cancels those that overlap (TransactionConflict). Sent again up to this many times, with a growing
 * random pause: 100 concurrent responders all land (tests/integration/responses.test.ts).
 */
const conflictAttempts = 12;

/**
 * The responses' table access (docs/data-model.md): one function per access pattern, each one DynamoDB
 * request. A response's place under its parent is a `postResponse` item in the parent's partition.
 */
export function createResponsesRepository(data: FolioData) {
  const { post, postContent, postResponse } = data.entities;

  /**
   * The parent's `responsesCount` moved by `shown`, for a transaction; a list also counts its hidden
   * responses (`hiddenResponsesCount`, moved by `hidden`), so its page reads no thread when it has none.
   */
  const countChange = (entities: TransactionEntities, parent: ResponseParent, shown: number, hidden = 0) =>
    parent.kind === 'catalog'
      ? entities.catalog
          .patch({ id: parent.id })
          .add({ responsesCount: shown, hiddenResponsesCount: hidden })
          .commit()
      : entities.post.patch({ id: parent.id }).add({ responsesCount: shown }).commit();

  /**
   * publishResponse's count: a story's conditioned on it being published and open for responses; a
   * list's on it existing (lists take responses while they exist, decision 119).
   */
  const countNewResponse = (entities: TransactionEntities, parent: ResponseParent) =>
    parent.kind === 'catalog'
      ? countChange(entities, parent, 1)
      : entities.post
          .patch({ id: parent.id })
          .add({ responsesCount: 1 })
          .where(
            ({ status, allowResponses }, { eq, notExists }) =>
              `${eq(status, 'PUBLISHED')} AND (${notExists(allowResponses)} OR ${eq(allowResponses, true)})`,
          )
          .commit();

  return {
    /** Stories or responses by id with their place in a thread: ONE consistent BatchGetItem. */
    async findPosts(ids: readonly string[]): Promise<Map<string, PostItem>> {
      const unique = [...new Set(ids)];
      const stored = await batchGetAcross(data, [post.get(unique.map((id) => ({ id })))], {
        consistent: true,
        what: 'story',
      });
      const { data: items } = post.parse({ Items: stored }, { ignoreOwnership: false });
      return new Map(items.map((item) => [item.id, item]));
    },

    /**
     * publishResponse: ONE TransactWriteItems — the parent's `responsesCount` ADD 1 (a story's conditioned
     * on it being published and open for responses), the thread's story checked open too (a reply), the
     * response's summary and body created and its `postResponse` item put. Answers whether it was written.
     * A drafted response's summary replaces its DRAFT (conditioned on its writer and `updatedAt` as
     * read) and its draft is checked at the version read: a save in between cancels the publish.
     */
    async publish(write: NewResponse): Promise<boolean> {
      const { post: response, content, link, parent, rootPostId, fromDraft } = write;
      const result = await untilNoConflict(
        () =>
          data.transaction
            .write((entities) => [
              countNewResponse(entities, parent),
              ...(rootPostId === parent.id
                ? []
                : [
                    entities.post
                      .check({ id: rootPostId })
                      .where(
                        ({ allowResponses }, { eq, notExists }) =>
                          `${notExists(allowResponses)} OR ${eq(allowResponses, true)}`,
                      )
                      .commit(),
                  ]),
              ...(fromDraft
                ? [
                    entities.postDraft
                      .check({ id: response.id })
                      .where(({ version }, { eq }) => eq(version, fromDraft.draftVersion))
                      .commit(),
                    entities.post
                      .put(response)
                      .where(
                        ({ status, creatorId, updatedAt }, { eq }) =>
                          `${eq(status, 'DRAFT')} AND ${eq(creatorId, response.creatorId)} AND ${eq(updatedAt, fromDraft.updatedAt)}`,
                      )
                      .commit(),
                  ]
                : [entities.post.create(response).commit()]),
              entities.postContent.put(content).commit(),
              entities.postResponse.create(link).commit(),
            ])
            .go(),
        conflictAttempts,
      );
      return !result.canceled;
    },

    /**
     * editResponse: ONE TransactWriteItems — the summary's title, subtitle and reading time (conditioned
     * on the writer and on being published) and the body put.
     */
    async edit(response: PostItem, content: PostContentItem): Promise<boolean> {
      const result = await untilNoConflict(() =>
        data.transaction
          .write((entities) => [
            entities.post
              .patch({ id: response.id })
              .set({
                title: response.title,
                subtitle: response.subtitle ?? '',
                readingTime: response.readingTime,
                latestPublishedAt: response.latestPublishedAt ?? response.updatedAt,
              })
              .where(
                ({ creatorId, status }, { eq }) =>
                  `${eq(creatorId, response.creatorId)} AND ${eq(status, 'PUBLISHED')}`,
              )
              .commit(),
            entities.postContent.put(content).commit(),
          ])
          .go(),
      );
      return !result.canceled;
    },

    /**
     * deleteResponse of a response nobody replied to: ONE TransactWriteItems — the summary deleted
     * (conditioned on its writer and on having no replies), its body and its `postResponse` item
     * deleted, and the parent's count ADD −1 when the response was counted (not hidden).
     */
    async remove(response: PostItem, link: PostResponseItem, parent: ResponseParent): Promise<boolean> {
      const result = await untilNoConflict(
        () =>
          data.transaction
            .write((entities) => [
              entities.post
                .delete({ id: response.id })
                .where(
                  ({ creatorId, responsesCount }, { eq }) =>
                    `${eq(creatorId, response.creatorId)} AND ${eq(responsesCount, 0)}`,
                )
                .commit(),
              entities.postContent.delete({ id: response.id }).commit(),
              entities.postResponse
                .delete(link)
                .where(({ approvalState }, { eq }) => eq(approvalState, link.approvalState))
                .commit(),
              ...(link.approvalState === 'APPROVED'
                ? [countChange(entities, parent, -1)]
                : parent.kind === 'catalog'
                  ? [countChange(entities, parent, 0, -1)]
                  : []),
            ])
            .go(),
        conflictAttempts,
      );
      return !result.canceled;
    },

    /**
     * hide and unhide: ONE TransactWriteItems — the `postResponse` item moved from one approval state to
     * the other (conditioned on the state read) and the parent's count ADD −1 or +1: a hidden response
     * is not counted.
     */
    async moderate(link: PostResponseItem, to: ApprovalState, parent: ResponseParent): Promise<boolean> {
      const result = await untilNoConflict(
        () =>
          data.transaction
            .write((entities) => [
              entities.postResponse
                .patch(link)
                .set({ approvalState: to })
                .where(({ approvalState }, { eq }) => eq(approvalState, link.approvalState))
                .commit(),
              countChange(entities, parent, to === 'APPROVED' ? 1 : -1, to === 'APPROVED' ? -1 : 1),
            ])
            .go(),
        conflictAttempts,
      );
      return !result.canceled;
    },

    /** A response's place under its parent: one consistent GetItem. */
    async findLink(parentPostId: string, responseId: string, publishedAt: number) {
      const { data: item } = await postResponse
        .get({ parentPostId, responseId, publishedAt })
        .go({ consistent: true });
      return item ?? undefined;
    },

    /** A page of a level of a thread, newest first: ONE Query of the parent's partition. */
    newestResponses(parentPostId: string, paging: Paging): Promise<Page<PostResponseItem>> {
      return queryPage('table', paging, (options) =>
        postResponse.query.byParent({ parentPostId }).go(options),
      );
    },

    /**
     * Every response under a parent (the MOST_RELEVANT order is worked out from all of them): Query of
     * the parent's partition, every page (small items: about 6,000 in one 1 MB page).
     */
    async allResponses(parentPostId: string): Promise<PostResponseItem[]> {
      const { data: items } = await postResponse.query.byParent({ parentPostId }).go({ pages: 'all' });
      return items;
    },

    /**
     * The summaries and bodies of responses, and the parent's summary: ONE BatchGetItem across both
     * entities (one more per 50 responses beyond the first 50).
     */
    async findThreadItems(ids: readonly string[]): Promise<ThreadItems> {
      const keys = [...new Set(ids)].map((id) => ({ id }));
      const stored = keys.length
        ? await batchGetAcross(data, [post.get(keys), postContent.get(keys)], {
            consistent: false,
            what: 'story',
          })
        : [];
      const owned = { ignoreOwnership: false };
      const items = { Items: stored };
      return {
        posts: new Map(post.parse(items, owned).data.map((item) => [item.id, item])),
        contents: new Map(postContent.parse(items, owned).data.map((item) => [item.id, item])),
      };
    },
  };
}

export type ResponsesRepository = ReturnType<typeof createResponsesRepository>;
