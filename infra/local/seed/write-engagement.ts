import { catalogSlugIdOf } from '#contract/catalogs.ts';
import type { SignedInViewer } from '#shared/api/signed-in-field.ts';
import { batchGetAll } from '#shared/data/batch-get.ts';
import type { FolioData } from '#shared/data/data.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';
import type { RateLimitCounter } from '#shared/data/rate-limit.ts';
import { createCatalogsRepository } from '#functions/posts/catalogs/repository.ts';
import { createCatalogsService } from '#functions/posts/catalogs/service.ts';
import { createHighlightsRepository } from '#functions/posts/highlights/repository.ts';
import { highlightId } from '#functions/posts/highlights/quote-id.ts';
import { createHighlightsService } from '#functions/posts/highlights/service.ts';
import { createPostsRepository } from '#functions/posts/repository.ts';
import { publishResponseArguments } from '#functions/posts/responses/arguments.ts';
import { createResponsesRepository } from '#functions/posts/responses/repository.ts';
import { createResponsesServiceOver } from '#functions/posts/responses/service-over-table.ts';
import { forEachLimited } from './for-each-limited.ts';
import { recordNotificationsDirectly } from './record-notifications.ts';
import type { EngagementPlan, SeedHighlight, SeedResponse, SeedUser } from './world.ts';

/** This many stories' responses (or highlights) are written at once; one story's in order. */
const CONCURRENCY = 16;

/** The seed is Folio writing its own demo world, not a reader: no reader's rate limit applies. */
const unlimited: RateLimitCounter = { hitRateLimit: async () => true };

const asViewer = (user: SeedUser): SignedInViewer => ({
  id: user.id,
  tier: user.tier ?? 'FREE',
  isStaff: user.isStaff ?? false,
  canViewSuspendedContent: false,
  xsrf: '',
  sessionHash: '',
});

/** The planned responses and highlights already in the table (by id): a rerun writes only the others. */
export interface WrittenEngagement {
  responses: ReadonlySet<string>;
  highlights: ReadonlySet<string>;
}

const highlightIdOf = (highlight: SeedHighlight) =>
  highlightId(highlight.readerId, highlight.postId, highlight);

/**
 * What an earlier seed (or one that stopped half-way) already wrote: one BatchGet per 100 ids. The
 * stories' response counts start from those responses; the rest raise them.
 */
export async function writtenEngagement(data: FolioData, plan: EngagementPlan): Promise<WrittenEngagement> {
  const responses = await createResponsesRepository(data).findPosts(plan.responses.map(({ id }) => id));
  const highlights = await batchGetAll(
    plan.highlights.map(highlightIdOf),
    'quoteId',
    (keys) => data.entities.quote.get(keys.map((quoteId) => ({ quoteId }))).go(),
    'highlight',
  );
  return {
    responses: new Set(responses.keys()),
    highlights: new Set(highlights.map((highlight) => highlight.quoteId)),
  };
}

/**
 * Writes the readers' engagement through the posts domain's own services, as readers' requests would
 * (each at its planned time), so every count, tally, top highlight and list version is the domain's
 * own. Idempotent: responses and highlights already written are skipped, a list with the same id is the
 * same one, and a list edited before answers Conflict on its first version and is left as it is.
 */
export async function writeEngagement(
  data: FolioData,
  users: readonly SeedUser[],
  plan: EngagementPlan,
  written: WrittenEngagement,
) {
  const people = new Map(users.map((user) => [user.id, asViewer(user)]));
  const viewer = (id: string) => {
    const found = people.get(id);
    if (!found) throw new Error(`seed: no user ${id}`);
    return found;
  };
  const posts = createPostsRepository(data);
  const notify = recordNotificationsDirectly(data);
  // The seeded world is indexed whole for search after seeding (the rebuild), not list by list.
  const shared = { posts, rateLimits: unlimited, notify, reindex: async () => {} };
  const responsesShared = { rateLimits: unlimited, flags: createFlagStore(data), notify };
  // Each write is its own request at its own time: a service per write, its clock (and new id) that write's.
  const respond = async (response: SeedResponse) => {
    const { input } = publishResponseArguments.parse({
      input: {
        inResponseToPostId: response.parentId,
        paragraphs: [{ name: 'r1', type: 'P', text: response.text, markups: [] }],
      },
    });
    const service = createResponsesServiceOver(data, {
      ...responsesShared,
      now: () => response.at,
      newId: () => response.id,
    });
    expectWritten(await service.publishResponse(viewer(response.authorId), input), 'PostResponse');
  };
  await forEachLimited(threadsOf(plan.responses, written.responses), CONCURRENCY, async (thread) => {
    for (const response of thread) await respond(response);
  });

  const highlightsShared = { ...shared, highlights: createHighlightsRepository(data) };
  const highlightsByStory = groupBy(
    plan.highlights.filter((highlight) => !written.highlights.has(highlightIdOf(highlight))),
    (highlight) => highlight.postId,
  );
  // One story's highlights in turn (each may raise the story's top highlight), stories at once.
  await forEachLimited(highlightsByStory, CONCURRENCY, async (story) => {
    for (const { readerId, at, ...passage } of story) {
      const service = createHighlightsService({ ...highlightsShared, now: () => at });
      expectWritten(
        await service.createQuote(viewer(readerId), {
          ...passage,
          quoteType: 'HIGHLIGHT',
          note: undefined,
          isPrivate: false,
        }),
        'Quote',
      );
    }
  });
  const catalogsShared = { ...shared, catalogs: createCatalogsRepository(data) };
  for (const save of plan.saves) {
    const service = createCatalogsService({
      ...catalogsShared,
      now: () => save.at,
      newId: idsFrom(save.postId),
    });
    expectWritten(
      await service.addToPredefinedCatalog(viewer(save.readerId), {
        type: 'READING_LIST',
        operation: { prepend: { type: 'POST', entityId: save.postId } },
      }),
      'AddToPredefinedCatalogSuccess',
    );
  }
  for (const list of plan.lists) {
    const service = createCatalogsService({ ...catalogsShared, now: () => list.at, newId: idsFrom(list.id) });
    const owner = viewer(list.creatorId);
    const { name, description, visibility } = list;
    const made = await service.createCatalog(owner, { name, description, visibility });
    expectWritten(made, 'Catalog');
    const filled = await service.editCatalogItems(owner, {
      catalogId: list.id,
      version: 1,
      operations: list.postIds.map((postId) => ({ append: { type: 'POST' as const, entityId: postId } })),
    });
    if (filled.__typename !== 'Conflict') expectWritten(filled, 'EditCatalogItemsSuccess');
    const slugId = catalogSlugIdOf({ id: list.id, name });
    for (const followerId of list.followerIds)
      expectWritten(await service.setFollowing(viewer(followerId), slugId, true), 'Catalog');
  }
}

/**
 * The responses still to write, one group per story, oldest first: a story's threads are written in
 * order (a reply after what it answers), different stories' at once.
 */
function threadsOf(all: readonly SeedResponse[], written: ReadonlySet<string>): SeedResponse[][] {
  const byId = new Map(all.map((each) => [each.id, each]));
  const storyOf = (response: SeedResponse) => {
    let parent = response.parentId;
    for (let hop = byId.get(parent); hop; hop = byId.get(parent)) parent = hop.parentId;
    return parent;
  };
  const groups = groupBy(
    all.filter((response) => !written.has(response.id)),
    storyOf,
  );
  return groups.map((group) => group.sort((a, b) => a.at - b.at));
}

/** Items grouped by key, groups in the order their first item came. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.values()];
}

/**
 * The ids a list write asks for, in order: the list's own (or the saved story's), then one per new
 * item made from it — the same on every run, and unique within a list, which is all an item id needs.
 */
function idsFrom(base: string): () => string {
  let asked = 0;
  return () => {
    asked += 1;
    return asked === 1 ? base : `${base.slice(0, 12)}${asked.toString(16).padStart(4, '0')}`;
  };
}

function expectWritten(answer: { __typename: string; message?: string }, typename: string) {
  if (answer.__typename !== typename)
    throw new Error(`seed: expected ${typename}, got ${answer.__typename}: ${answer.message ?? ''}`);
}
