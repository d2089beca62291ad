import { MAX_NEWSLETTER_DESCRIPTION, MAX_NEWSLETTER_NAME } from '#contract/newsletter-fields.ts';
import { editLimit, newsletterMessages } from '#functions/newsletters/messages.ts';
import { windowStartOf } from '#shared/data/rate-limit.ts';
import { collectionNewsletterId } from '#shared/data/newsletter-id.ts';
import { makeCollection, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * A publication's newsletter (issue #15, decision 162) through the local AppSync to the newsletters
 * Lambda over DynamoDB Local: its editors create and edit it, nobody else; readers subscribe to it.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;
const clock = { now: Date.UTC(2026, 10, 2, 12) };

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data, () => clock.now);
});
afterAll(() => table.close());

type Data = Record<string, any>;

const problemsOf = (types: string[]) => types.map((type) => `... on ${type} { message }`).join(' ');
const subscribeProblems = problemsOf([
  'BadRequest',
  'NotFound',
  'AlreadyExists',
  'Unauthorized',
  'RateLimited',
]);
const fields =
  'id slug name type description showPromo subscriberCount user { id } collection { id slug } viewerEdge { isSubscribed }';
/** EditNewsletterV3Result (its problems and Forbidden); subscribing answers a NewsletterV3Result. */
const result = `{ __typename ... on NewsletterV3 { ${fields} } ${subscribeProblems} ${problemsOf(['Forbidden'])} }`;
const subscribeResult = `{ __typename ... on NewsletterV3 { ${fields} } ${subscribeProblems} }`;

async function call(query: string, variables: Record<string, unknown>, viewerId?: string): Promise<Data> {
  const body = await api.graphql(query, variables, viewerId);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

const create = async (variables: Record<string, unknown>, viewerId?: string) =>
  (
    await call(
      `mutation ($collectionId: ID!, $name: String!, $description: String, $showPromo: Boolean) {
        createNewsletterV3(collectionId: $collectionId, name: $name, description: $description, showPromo: $showPromo) ${result}
      }`,
      variables,
      viewerId,
    )
  ).createNewsletterV3;
const update = async (variables: Record<string, unknown>, viewerId?: string) =>
  (
    await call(
      `mutation ($id: ID!, $name: String, $description: String, $showPromo: Boolean) {
        updateNewsletterV3(newsletterV3Id: $id, name: $name, description: $description, showPromo: $showPromo) ${result}
      }`,
      variables,
      viewerId,
    )
  ).updateNewsletterV3;
const subscribe = async (id: string, viewerId: string) =>
  (
    await call(
      `mutation ($id: ID!) { subscribeNewsletterV3(newsletterV3Id: $id, shouldRecordConsent: true) ${subscribeResult} }`,
      { id },
      viewerId,
    )
  ).subscribeNewsletterV3;
const unsubscribe = async (id: string, viewerId: string) =>
  (
    await call(
      `mutation ($id: ID!) { unsubscribeNewsletterV3(newsletterV3Id: $id) ${subscribeResult} }`,
      { id },
      viewerId,
    )
  ).unsubscribeNewsletterV3;
const publicationNewsletter = async (slug: string, viewerId?: string) =>
  (
    await call(
      `query ($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) { id newsletterV3 { ${fields} } } }`,
      { slug },
      viewerId,
    )
  ).collectionByDomainOrSlug.newsletterV3;
const storedNewsletter = async (id: string) =>
  (await table.data.entities.newsletter.get({ id }).go({ consistent: true })).data;

/** A publication with its editor (its creator), a reader and a stranger. */
async function publication(prefix: string) {
  const [editor, reader, stranger] = await Promise.all(
    ['editor', 'reader', 'stranger'].map((role) => makeUser(table.data, { username: `${prefix}${role}` })),
  );
  const collection = await makeCollection(table.data, { creatorId: editor!.id, slug: `${prefix}-pub` });
  return { editor: editor!, reader: reader!, stranger: stranger!, collection };
}

describe('creating a publication’s newsletter', () => {
  test('an editor creates it: its id derived from the publication’s, its slug from its name', async () => {
    const { editor, collection } = await publication('make');
    expect(await publicationNewsletter(collection.slug)).toBeNull();
    const answer = await create(
      {
        collectionId: collection.id,
        name: '  The Weekly Build! ',
        description: 'Every Friday.',
        showPromo: false,
      },
      editor.id,
    );
    expect(answer).toEqual({
      __typename: 'NewsletterV3',
      id: collectionNewsletterId(collection.id),
      slug: 'the-weekly-build',
      name: 'The Weekly Build!',
      type: 'COLLECTION',
      description: 'Every Friday.',
      showPromo: false,
      subscriberCount: 0,
      user: null,
      collection: { id: collection.id, slug: collection.slug },
      viewerEdge: { isSubscribed: false },
    });
    const { __typename, ...asked } = answer;
    expect(await publicationNewsletter(collection.slug)).toEqual(asked);
  });

  test('description and showPromo may be left out: none, and promoted', async () => {
    const { editor, collection } = await publication('defaults');
    expect(await create({ collectionId: collection.id, name: 'Notes' }, editor.id)).toMatchObject({
      slug: 'notes',
      description: '',
      showPromo: true,
    });
  });

  test('a second creation is AlreadyExists and changes nothing', async () => {
    const { editor, collection } = await publication('twice');
    await create({ collectionId: collection.id, name: 'First' }, editor.id);
    expect(await create({ collectionId: collection.id, name: 'Second' }, editor.id)).toEqual({
      __typename: 'AlreadyExists',
      message: newsletterMessages.alreadyCreated,
    });
    expect((await storedNewsletter(collectionNewsletterId(collection.id)))?.name).toBe('First');
  });

  test('a reader who is not an editor is Forbidden, a visitor Unauthorized; nothing is made', async () => {
    const { stranger, collection } = await publication('refused');
    expect(await create({ collectionId: collection.id, name: 'Mine now' }, stranger.id)).toEqual({
      __typename: 'Forbidden',
      message: newsletterMessages.notEditor,
    });
    expect(await create({ collectionId: collection.id, name: 'Mine now' })).toEqual({
      __typename: 'Unauthorized',
      message: newsletterMessages.signInToEdit,
    });
    expect(await storedNewsletter(collectionNewsletterId(collection.id))).toBeNull();
  });

  test('an unknown publication is NotFound', async () => {
    const { editor } = await publication('nopub');
    expect(await create({ collectionId: 'no-such-publication', name: 'Ghost' }, editor.id)).toEqual({
      __typename: 'NotFound',
      message: newsletterMessages.noCollection('no-such-publication'),
    });
  });

  test.each([
    ['an empty name', { name: '   ' }, 'name: A newsletter needs a name.'],
    [
      'a name too long',
      { name: 'n'.repeat(MAX_NEWSLETTER_NAME + 1) },
      `name: A newsletter's name can be at most ${MAX_NEWSLETTER_NAME} characters.`,
    ],
    [
      'a description too long',
      { name: 'Fine', description: 'd'.repeat(MAX_NEWSLETTER_DESCRIPTION + 1) },
      `description: A newsletter's description can be at most ${MAX_NEWSLETTER_DESCRIPTION} characters.`,
    ],
  ])('%s is a BadRequest and nothing is made', async (_, input, message) => {
    const { editor, collection } = await publication(`bad${message.length}`);
    expect(await create({ collectionId: collection.id, ...input }, editor.id)).toEqual({
      __typename: 'BadRequest',
      message,
    });
    expect(await storedNewsletter(collectionNewsletterId(collection.id))).toBeNull();
  });

  test('the longest name and description are accepted', async () => {
    const { editor, collection } = await publication('longest');
    const name = 'n'.repeat(MAX_NEWSLETTER_NAME);
    const description = 'd'.repeat(MAX_NEWSLETTER_DESCRIPTION);
    expect(await create({ collectionId: collection.id, name, description }, editor.id)).toMatchObject({
      name,
      description,
    });
  });
});

describe('editing a publication’s newsletter', () => {
  test('an editor changes the fields given; the slug stays', async () => {
    const { editor, collection } = await publication('edit');
    const { id } = await create(
      { collectionId: collection.id, name: 'Before', description: 'Old' },
      editor.id,
    );
    expect(await update({ id, name: 'After', showPromo: false }, editor.id)).toMatchObject({
      id,
      slug: 'before',
      name: 'After',
      description: 'Old',
      showPromo: false,
    });
    expect(await update({ id, description: '' }, editor.id)).toMatchObject({
      name: 'After',
      description: '',
    });
  });

  test('a non-editor is Forbidden, a visitor Unauthorized, bad fields BadRequest; nothing changes', async () => {
    const { editor, stranger, collection } = await publication('noedit');
    const { id } = await create({ collectionId: collection.id, name: 'Kept' }, editor.id);
    expect(await update({ id, name: 'Taken' }, stranger.id)).toEqual({
      __typename: 'Forbidden',
      message: newsletterMessages.notEditor,
    });
    expect(await update({ id, name: 'Taken' })).toMatchObject({ __typename: 'Unauthorized' });
    expect(await update({ id, name: '' }, editor.id)).toMatchObject({ __typename: 'BadRequest' });
    expect((await storedNewsletter(id))?.name).toBe('Kept');
  });

  test('an unknown newsletter is NotFound', async () => {
    const { editor } = await publication('noletter');
    expect(await update({ id: 'no-such-newsletter', name: 'X' }, editor.id)).toMatchObject({
      __typename: 'NotFound',
    });
  });

  test(`past ${editLimit.limit} changes an hour the editor is RateLimited`, async () => {
    const { editor, collection } = await publication('limit');
    const { id } = await create({ collectionId: collection.id, name: 'Limited' }, editor.id);
    await table.data.entities.rateLimit
      .put({
        bucket: editLimit.bucket,
        key: editor.id,
        windowStart: windowStartOf(editLimit, clock.now),
        count: editLimit.limit,
        expiresAt: Math.floor(clock.now / 1000) + 3600,
      })
      .go();
    expect(await update({ id, name: 'Too many' }, editor.id)).toEqual({
      __typename: 'RateLimited',
      message: editLimit.message,
    });
    expect((await storedNewsletter(id))?.name).toBe('Limited');
  });
});

describe('subscribing to a publication’s newsletter', () => {
  test('readers (and its editor) subscribe and unsubscribe; the count is exact and the viewer sees it', async () => {
    const { editor, reader, stranger, collection } = await publication('sub');
    const { id } = await create({ collectionId: collection.id, name: 'Subscribed' }, editor.id);
    expect(await subscribe(id, reader.id)).toMatchObject({
      subscriberCount: 1,
      viewerEdge: { isSubscribed: true },
    });
    expect(await subscribe(id, stranger.id)).toMatchObject({ subscriberCount: 2 });
    expect(await subscribe(id, editor.id)).toMatchObject({ subscriberCount: 3 });
    expect(await subscribe(id, reader.id)).toMatchObject({ __typename: 'AlreadyExists' });
    expect(await publicationNewsletter(collection.slug, reader.id)).toMatchObject({
      subscriberCount: 3,
      viewerEdge: { isSubscribed: true },
    });
    expect(await unsubscribe(id, reader.id)).toMatchObject({
      subscriberCount: 2,
      viewerEdge: { isSubscribed: false },
    });
    expect(await publicationNewsletter(collection.slug)).toMatchObject({
      subscriberCount: 2,
      viewerEdge: { isSubscribed: false },
    });
  });

  test('each publication is answered with its own newsletter, or none', async () => {
    const { editor, collection } = await publication('batchone');
    const other = await makeCollection(table.data, { creatorId: editor.id, slug: 'batchone-other' });
    const { id } = await create({ collectionId: collection.id, name: 'Only one' }, editor.id);
    const answer = await call(
      `query ($one: ID!, $two: ID!) {
        one: collection(id: $one) { newsletterV3 { id } }
        two: collection(id: $two) { newsletterV3 { id } }
      }`,
      { one: collection.id, two: other.id },
    );
    expect(answer).toEqual({ one: { newsletterV3: { id } }, two: { newsletterV3: null } });
  });
});
