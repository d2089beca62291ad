import { draftMessages } from '#contract/draft-limits.ts';
import { draftResultMessages, revisionWindowMs } from '#functions/posts/drafts/service.ts';
import { writingLimits } from '#functions/posts/rate-limits.ts';
import { windowStartOf } from '#shared/data/rate-limit.ts';
import { countRequests } from '#local/request-counter.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * Drafts through the local AppSync (schema, manifest, the xsrf check) to the posts Lambda over
 * DynamoDB Local: start, load, save with versions and Conflict, the rules of a save, revisions and
 * revert, and that nobody but the writer learns a draft exists.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let requests: ReturnType<typeof countRequests>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 4, 1, 12) };

beforeAll(async () => {
  table = await createTestTable();
  requests = countRequests(table.client);
  api = startLocalApi(table.data, () => clock.now);
});
afterAll(() => table.close());

type Data = Record<string, any>;

/** The result vocabulary's members of a union, each with its message. */
const problems = (...types: string[]) => types.map((type) => `... on ${type} { message }`).join(' ');
const draftFields = `id title subtitle version updatedAt status isPublished uniqueSlug latestPublishedAt
  bodyModel { paragraphs { name type text markups { type start end href } metadata { id }
    codeBlockMetadata { lang } mixtapeMetadata { href } } }`;

async function call(document: string, variables: Record<string, unknown>, field: string, viewerId?: string) {
  const body = await api.graphql(document, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data![field] as Data;
}

const startDraft = (viewerId?: string) =>
  call(
    `mutation { startDraft { __typename ... on PostDraft { ${draftFields} } ${problems('Unauthorized', 'RateLimited')} } }`,
    {},
    'startDraft',
    viewerId,
  );

const loadDraft = (postId: string, viewerId?: string) =>
  call(
    `query Q($postId: ID!) { postDraft(postId: $postId) { __typename ... on PostDraft { ${draftFields} } ${problems('NotFound', 'BadRequest', 'Unauthorized')} } }`,
    { postId },
    'postDraft',
    viewerId,
  );

interface Save {
  postId: string;
  baseVersion: number;
  title?: string;
  subtitle?: string;
  paragraphs?: unknown[];
}

const saveDraft = (save: Save, viewerId?: string) =>
  call(
    `mutation S($input: SaveDraftInput!) { saveDraft(input: $input) { __typename
      ... on DraftSaved { postId version savedAt }
      ... on Conflict { message draft { ${draftFields} } }
      ${problems('BadRequest', 'NotFound', 'RateLimited', 'Unauthorized', 'Forbidden')} } }`,
    { input: { title: 'A title', subtitle: '', paragraphs: [], ...save } },
    'saveDraft',
    viewerId,
  );

const paragraph = (name: string, text: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'P',
  text,
  markups: [],
  ...extra,
});

const writers = (prefix: string) =>
  Promise.all([
    makeUser(table.data, { username: `${prefix}w` }),
    makeUser(table.data, { username: `${prefix}o` }),
  ]);

describe('startDraft and postDraft', () => {
  test('a new story is a draft at version 1 with its own id as its slug, in one transaction', async () => {
    const [writer] = await writers('start');
    requests.reset();
    const started = await startDraft(writer.id);
    expect(requests.commands()).toEqual(['UpdateItemCommand', 'TransactWriteItemsCommand']);
    expect(started).toMatchObject({
      __typename: 'PostDraft',
      title: '',
      version: 1,
      status: 'DRAFT',
      isPublished: false,
      bodyModel: { paragraphs: [] },
    });
    expect(started.id).toMatch(/^[0-9a-f]{16}$/);
    expect(started.uniqueSlug).toBe(started.id);
    const stored = (await table.data.entities.post.get({ id: started.id }).go()).data!;
    expect(stored).toMatchObject({ creatorId: writer.id, status: 'DRAFT', title: '' });

    requests.reset();
    expect(await loadDraft(started.id, writer.id)).toEqual(started);
    expect(requests.commands()).toEqual(['BatchGetItemCommand']);
  });

  test('nobody but the writer learns that a draft exists: the answer of an unknown id', async () => {
    const [writer, other] = await writers('secret');
    const { id } = await startDraft(writer.id);
    const unknown = await loadDraft('0123456789abcdef', other.id);
    expect(unknown).toEqual({ __typename: 'NotFound', message: 'No story with id 0123456789abcdef.' });
    expect(await loadDraft(id, other.id)).toEqual({ ...unknown, message: `No story with id ${id}.` });
    expect(await loadDraft(id)).toEqual({ __typename: 'Unauthorized', message: draftResultMessages.signIn });
    expect(await startDraft()).toEqual({ __typename: 'Unauthorized', message: draftResultMessages.signIn });
    // The story page's query does not serve it either.
    const page = await api.graphql(
      `query P($id: ID!) { postResult(id: $id) { __typename } }`,
      { id },
      other.id,
    );
    expect(page.data!.postResult).toEqual({ __typename: 'NotFound' });
  });

  test('a published story gets its first draft from the published text on its first load', async () => {
    const [writer] = await writers('firstload');
    const { post, paragraphs } = await makePost(table.data, { creatorId: writer.id, title: 'Published' });
    const draft = await loadDraft(post.id, writer.id);
    expect(draft).toMatchObject({ title: 'Published', version: 1, status: 'PUBLISHED', isPublished: true });
    expect(draft.bodyModel.paragraphs.map((given: Data) => given.text)).toEqual(
      paragraphs.map((given) => given.text),
    );
    requests.reset();
    expect(await loadDraft(post.id, writer.id)).toEqual(draft);
    expect(requests.commands()).toEqual(['BatchGetItemCommand']);
  });
});

describe('saveDraft', () => {
  test('a save on the stored version writes version + 1 in one conditional UpdateItem', async () => {
    const [writer] = await writers('save');
    const { id } = await startDraft(writer.id);
    clock.now += 1000;
    requests.reset();
    const saved = await saveDraft(
      { postId: id, baseVersion: 1, title: 'Kept', paragraphs: [paragraph('a1', 'Every character')] },
      writer.id,
    );
    expect(saved).toEqual({
      __typename: 'DraftSaved',
      postId: id,
      version: 2,
      savedAt: Math.floor(clock.now / 1000),
    });
    // The limit's counter, the conditional update, and the title Your stories shows (it changed).
    expect(requests.commands()).toEqual(['UpdateItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
    const loaded = await loadDraft(id, writer.id);
    expect(loaded).toMatchObject({ title: 'Kept', version: 2 });
    expect(loaded.bodyModel.paragraphs[0]).toMatchObject({ name: 'a1', text: 'Every character' });
    expect((await table.data.entities.post.get({ id }).go()).data).toMatchObject({ title: 'Kept' });

    clock.now += 1000;
    requests.reset();
    await saveDraft(
      { postId: id, baseVersion: 2, title: 'Kept', paragraphs: [paragraph('a1', 'More')] },
      writer.id,
    );
    // Same title a second later: only the draft is written.
    expect(requests.commands()).toEqual(['UpdateItemCommand', 'UpdateItemCommand']);
  });

  test('a save on a stale version is a Conflict carrying the stored copy, and writes nothing', async () => {
    const [writer] = await writers('conflict');
    const { id } = await startDraft(writer.id);
    await saveDraft({ postId: id, baseVersion: 1, title: 'From tab one' }, writer.id);
    const answer = await saveDraft({ postId: id, baseVersion: 1, title: 'From tab two' }, writer.id);
    expect(answer).toMatchObject({
      __typename: 'Conflict',
      message: draftResultMessages.conflict,
      draft: { id, title: 'From tab one', version: 2 },
    });
    expect(await loadDraft(id, writer.id)).toMatchObject({ title: 'From tab one', version: 2 });
  });

  test('two saves on the same version at once: one is saved, the other is a Conflict', async () => {
    const [writer] = await writers('race');
    const { id } = await startDraft(writer.id);
    const answers = await Promise.all([
      saveDraft({ postId: id, baseVersion: 1, title: 'One' }, writer.id),
      saveDraft({ postId: id, baseVersion: 1, title: 'Two' }, writer.id),
    ]);
    expect(answers.map((answer) => answer.__typename).sort()).toEqual(['Conflict', 'DraftSaved']);
    expect((await loadDraft(id, writer.id)).version).toBe(2);
  });

  test("only the writer saves: another writer's save answers NotFound and changes nothing", async () => {
    const [writer, other] = await writers('othersave');
    const { id } = await startDraft(writer.id);
    expect(await saveDraft({ postId: id, baseVersion: 1, title: 'Taken over' }, other.id)).toEqual({
      __typename: 'NotFound',
      message: `No story with id ${id}.`,
    });
    expect(await loadDraft(id, writer.id)).toMatchObject({ title: '', version: 1 });
  });

  test('saving a published story leaves what readers see until it is published again', async () => {
    const [writer] = await writers('published');
    const { post, paragraphs } = await makePost(table.data, { creatorId: writer.id, title: 'Published' });
    await loadDraft(post.id, writer.id);
    const saved = await saveDraft(
      { postId: post.id, baseVersion: 1, title: 'Edited', paragraphs: [paragraph('x', 'Changed')] },
      writer.id,
    );
    expect(saved.__typename).toBe('DraftSaved');
    const page = await api.graphql(
      `query P($id: ID!) { postResult(id: $id) { ... on Post { title content { bodyModel { paragraphs { text } } } } } }`,
      { id: post.id },
    );
    expect(page.data!.postResult.title).toBe('Published');
    expect(page.data!.postResult.content.bodyModel.paragraphs.map((given: Data) => given.text)).toEqual(
      paragraphs.map((given) => given.text),
    );
  });

  test('a save without a draft yet (a published story never opened) is a Conflict with the published text', async () => {
    const [writer] = await writers('nodraft');
    const { post } = await makePost(table.data, { creatorId: writer.id, title: 'Never opened' });
    const answer = await saveDraft({ postId: post.id, baseVersion: 3, title: 'Typed' }, writer.id);
    expect(answer).toMatchObject({ __typename: 'Conflict', draft: { title: 'Never opened', version: 1 } });
  });

  test.each([
    ['a long title', { title: 'x'.repeat(251) }, `input.title: ${draftMessages.titleTooLong}`],
    [
      'a markup past the text',
      { paragraphs: [paragraph('a', 'abc', { markups: [{ type: 'EM', start: 1, end: 9 }] })] },
      `input.paragraphs.0: ${draftMessages.markupOutsideText}`,
    ],
    [
      'a javascript: link',
      {
        paragraphs: [
          paragraph('a', 'abc', { markups: [{ type: 'A', start: 0, end: 3, href: 'javascript:alert(1)' }] }),
        ],
      },
      `input.paragraphs.0.markups.0.href: ${draftMessages.hrefInvalid}`,
    ],
    [
      'two paragraphs of one name',
      { paragraphs: [paragraph('a', 'x'), paragraph('a', 'y')] },
      `input.paragraphs: ${draftMessages.namesNotUnique}`,
    ],
    [
      'an image id that uploads never mint',
      { paragraphs: [paragraph('a', '', { type: 'IMG', metadata: { id: '../etc/passwd' } })] },
      `input.paragraphs.0.metadata.id: ${draftMessages.imageIdInvalid}`,
    ],
    [
      'an image without its image',
      { paragraphs: [paragraph('a', '', { type: 'IMG' })] },
      `input.paragraphs.0: ${draftMessages.imageWithoutMetadata}`,
    ],
    [
      'too many paragraphs',
      { paragraphs: Array.from({ length: 2001 }, (_, n) => paragraph(`p${n}`, '')) },
      `input.paragraphs: ${draftMessages.tooManyParagraphs}`,
    ],
  ])('%s is a BadRequest that changes nothing', async (_, change, message) => {
    const [writer] = await writers(`bad${_.length}`);
    const { id } = await startDraft(writer.id);
    expect(await saveDraft({ postId: id, baseVersion: 1, ...change }, writer.id)).toEqual({
      __typename: 'BadRequest',
      message,
    });
    expect(await loadDraft(id, writer.id)).toMatchObject({ version: 1 });
  });

  test('a story over the 400 KB item is a BadRequest, never a failure: the draft stays', async () => {
    const [writer] = await writers('huge');
    const { id } = await startDraft(writer.id);
    const paragraphs = Array.from({ length: 9 }, (_, n) => paragraph(`p${n}`, 'é'.repeat(25_000)));
    expect(await saveDraft({ postId: id, baseVersion: 1, paragraphs }, writer.id)).toEqual({
      __typename: 'BadRequest',
      message: draftMessages.tooLongToSave,
    });
    const fits = paragraphs.slice(0, 7);
    expect(await saveDraft({ postId: id, baseVersion: 1, paragraphs: fits }, writer.id)).toMatchObject({
      __typename: 'DraftSaved',
    });
  });

  test('every paragraph type round-trips as saved', async () => {
    const [writer] = await writers('types');
    const { id } = await startDraft(writer.id);
    const paragraphs = [
      paragraph('h', 'Heading', { type: 'H3' }),
      paragraph('p', 'Bold and a link', {
        markups: [
          { type: 'STRONG', start: 0, end: 4, href: null },
          { type: 'A', start: 11, end: 15, href: 'https://example.com/' },
        ],
      }),
      paragraph('i', 'A caption', {
        type: 'IMG',
        layout: 'FULL_WIDTH',
        metadata: { id: 'abcdef0123456789' },
      }),
      paragraph('c', 'const x = 1;', { type: 'PRE', codeBlockMetadata: { lang: 'ts' } }),
      paragraph('r', '', { type: 'HR' }),
      paragraph('m', 'An embed', {
        type: 'MIXTAPE_EMBED',
        mixtapeMetadata: { href: 'https://example.com/a' },
      }),
      paragraph('q', 'Quoted', { type: 'PQ' }),
      paragraph('l', 'Listed', { type: 'OLI' }),
    ];
    await saveDraft({ postId: id, baseVersion: 1, paragraphs }, writer.id);
    const loaded = (await loadDraft(id, writer.id)).bodyModel.paragraphs;
    expect(loaded.map((given: Data) => given.type)).toEqual([
      'H3',
      'P',
      'IMG',
      'PRE',
      'HR',
      'MIXTAPE_EMBED',
      'PQ',
      'OLI',
    ]);
    expect(loaded[1].markups).toEqual(paragraphs[1]!.markups);
    expect(loaded[2].metadata).toEqual({ id: 'abcdef0123456789' });
    expect(loaded[3].codeBlockMetadata).toEqual({ lang: 'ts' });
    expect(loaded[5].mixtapeMetadata).toEqual({ href: 'https://example.com/a' });
  });

  test('saves are rate limited per writer; a refused save writes nothing', async () => {
    const [writer] = await writers('limited');
    const { id } = await startDraft(writer.id);
    await table.data.entities.rateLimit
      .put({
        bucket: writingLimits.saves.bucket,
        key: writer.id,
        windowStart: windowStartOf(writingLimits.saves, clock.now),
        count: writingLimits.saves.limit,
        expiresAt: Math.floor(clock.now / 1000) + 3600,
      })
      .go();
    expect(await saveDraft({ postId: id, baseVersion: 1, title: 'Too many' }, writer.id)).toEqual({
      __typename: 'RateLimited',
      message: writingLimits.saves.message,
    });
    expect(await loadDraft(id, writer.id)).toMatchObject({ version: 1, title: '' });
  });

  test('a save without the xsrf token of the session is refused', async () => {
    const [writer] = await writers('xsrf');
    const { id } = await startDraft(writer.id);
    const answer = await api.appsync.execute(
      {
        query: `mutation S($input: SaveDraftInput!) { saveDraft(input: $input) { __typename } }`,
        variables: { input: { postId: id, baseVersion: 1, title: 'Forged', subtitle: '', paragraphs: [] } },
      },
      { authorization: `viewer:${writer.id}`, 'x-xsrf-token': '' },
    );
    expect((answer.body as Data).errors[0].errorType).toBe('Forbidden');
    expect(await loadDraft(id, writer.id)).toMatchObject({ version: 1 });
  });
});

describe('revisions and revertDraft', () => {
  const revisions = (postId: string, viewerId?: string) =>
    call(
      `query R($postId: ID!) { postRevisions(postId: $postId) { __typename
        ... on PostRevisionConnection { revisions { id version savedAt title paragraphCount } pagingInfo { next { to } } }
        ${problems('NotFound', 'BadRequest', 'Unauthorized')} } }`,
      { postId },
      'postRevisions',
      viewerId,
    );
  const revert = (postId: string, revisionId: string, baseVersion: number, viewerId?: string) =>
    call(
      `mutation V($postId: ID!, $revisionId: ID!, $baseVersion: Int!) {
        revertDraft(postId: $postId, revisionId: $revisionId, baseVersion: $baseVersion) { __typename
          ... on PostDraft { ${draftFields} } ... on Conflict { message draft { version } }
          ${problems('BadRequest', 'NotFound', 'RateLimited', 'Unauthorized')} } }`,
      { postId, revisionId, baseVersion },
      'revertDraft',
      viewerId,
    );

  test('a revision is kept when the writer saves in a new window, and a revert brings it back', async () => {
    const [writer, other] = await writers('revisions');
    const { id } = await startDraft(writer.id);
    await saveDraft(
      { postId: id, baseVersion: 1, title: 'First', paragraphs: [paragraph('a', 'one')] },
      writer.id,
    );
    clock.now += 60_000;
    await saveDraft(
      { postId: id, baseVersion: 2, title: 'Second', paragraphs: [paragraph('a', 'two')] },
      writer.id,
    );
    expect((await revisions(id, writer.id)).revisions).toEqual([]);

    clock.now += revisionWindowMs;
    await saveDraft({ postId: id, baseVersion: 3, title: 'Third' }, writer.id);
    const kept = (await revisions(id, writer.id)).revisions;
    expect(kept).toEqual([
      {
        id: String(clock.now - revisionWindowMs),
        version: 3,
        savedAt: Math.floor((clock.now - revisionWindowMs) / 1000),
        title: 'Second',
        paragraphCount: 1,
      },
    ]);
    expect(await revisions(id, other.id)).toEqual({
      __typename: 'NotFound',
      message: `No story with id ${id}.`,
    });

    expect(await revert(id, kept[0].id, 3, writer.id)).toMatchObject({
      __typename: 'Conflict',
      draft: { version: 4 },
    });
    clock.now += 1000;
    const reverted = await revert(id, kept[0].id, 4, writer.id);
    expect(reverted).toMatchObject({ __typename: 'PostDraft', title: 'Second', version: 5 });
    expect(reverted.bodyModel.paragraphs.map((given: Data) => given.text)).toEqual(['two']);
    expect(await loadDraft(id, writer.id)).toMatchObject({ title: 'Second', version: 5 });
    // The draft it replaced was kept first.
    expect((await revisions(id, writer.id)).revisions.map((given: Data) => given.title)).toEqual([
      'Third',
      'Second',
    ]);
    expect(await revert(id, kept[0].id, 5, other.id)).toMatchObject({ __typename: 'NotFound' });
    const refused = await call(
      `query R($postId: ID!) { postRevisions(postId: $postId, paging: { to: "garbage" }) { __typename } }`,
      { postId: id },
      'postRevisions',
      writer.id,
    );
    expect(refused).toEqual({ __typename: 'BadRequest' });
  });

  const oneRevision = (postId: string, revisionId: string, viewerId?: string) =>
    call(
      `query O($postId: ID!, $revisionId: ID!) { postRevision(postId: $postId, revisionId: $revisionId) {
        __typename ... on PostRevision { id version title subtitle excerpt
          bodyModel { paragraphs { name type text markups { type start end } } } }
        ${problems('NotFound', 'BadRequest', 'Unauthorized')} } }`,
      { postId, revisionId },
      'postRevision',
      viewerId,
    );

  test('a revision is read whole by its writer alone, and listed with an excerpt of its text', async () => {
    const [writer, other] = await writers('one-revision');
    const { id } = await startDraft(writer.id);
    const long = 'word '.repeat(60).trim();
    const kept = [
      paragraph('a', 'The   opening\nline.'),
      paragraph('b', long, { markups: [{ type: 'STRONG', start: 0, end: 4 }] }),
    ];
    await saveDraft(
      { postId: id, baseVersion: 1, title: 'Kept', subtitle: 'As it was', paragraphs: kept },
      writer.id,
    );
    clock.now += revisionWindowMs;
    await saveDraft({ postId: id, baseVersion: 2, title: 'Later' }, writer.id);
    const [listed] = (
      await call(
        `query R($postId: ID!) { postRevisions(postId: $postId) {
          ... on PostRevisionConnection { revisions { id excerpt } } } }`,
        { postId: id },
        'postRevisions',
        writer.id,
      )
    ).revisions;
    // Whitespace collapsed, cut after the last whole word within 160 characters.
    const excerpt = `The opening line. ${long}`.slice(0, 160).replace(/ \S*$/, '');
    expect(listed.excerpt).toBe(`${excerpt}…`);

    expect(await oneRevision(id, listed.id, writer.id)).toEqual({
      __typename: 'PostRevision',
      id: listed.id,
      version: 2,
      title: 'Kept',
      subtitle: 'As it was',
      excerpt: `${excerpt}…`,
      bodyModel: {
        paragraphs: [
          { name: 'a', type: 'P', text: 'The   opening\nline.', markups: [] },
          { name: 'b', type: 'P', text: long, markups: [{ type: 'STRONG', start: 0, end: 4 }] },
        ],
      },
    });
    expect(await oneRevision(id, listed.id, other.id)).toEqual({
      __typename: 'NotFound',
      message: `No story with id ${id}.`,
    });
    expect(await oneRevision(id, '1000000000000', writer.id)).toEqual({
      __typename: 'NotFound',
      message: draftResultMessages.noRevision('1000000000000'),
    });
    expect(await oneRevision(id, 'yesterday', writer.id)).toMatchObject({ __typename: 'BadRequest' });
  });
});
