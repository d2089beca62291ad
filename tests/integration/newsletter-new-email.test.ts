import { makeCollection, makeNewsletter, makeUser } from '#fixtures/factories.ts';
import { startLocalApi } from '#fixtures/local-api.ts';
import { createTestTable } from '#fixtures/table.ts';

/**
 * A newsletter's new e-mail (/newsletters/{id}/new-email, decision 180) through the local AppSync to the
 * posts Lambda: `startDraft(newsletterV3Id)` gives a writer's own newsletter a draft of theirs, a
 * publication's newsletter a draft in the publication (for its editors), and anyone else, or an unknown
 * newsletter, the same NotFound with nothing written.
 */
let table: Awaited<ReturnType<typeof createTestTable>>;
let api: ReturnType<typeof startLocalApi>;

beforeAll(async () => {
  table = await createTestTable();
  api = startLocalApi(table.data);
});
afterAll(() => table.close());

const startEmail = async (newsletterV3Id: string, viewerId?: string) => {
  const body = await api.graphql(
    `mutation M($id: ID) { startDraft(newsletterV3Id: $id) { __typename
      ... on PostDraft { id status isPublished }
      ... on NotFound { message } ... on Unauthorized { message } ... on RateLimited { message } } }`,
    { id: newsletterV3Id },
    viewerId,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.startDraft as { __typename: string; id?: string; message?: string };
};
const storyOf = async (id: string) => (await table.data.entities.post.get({ id }).go()).data;
const draftsOf = async (creatorId: string) =>
  (await table.data.entities.post.scan.where(({ creatorId: c }, { eq }) => eq(c, creatorId)).go()).data;

test('a publication newsletter’s editor gets a new draft in the publication', async () => {
  const editor = await makeUser(table.data);
  const publication = await makeCollection(table.data, { creatorId: editor.id });
  const newsletter = await makeNewsletter(table.data, { ownerId: publication.id, type: 'COLLECTION' });

  const started = await startEmail(newsletter.id, editor.id);
  expect(started).toMatchObject({ __typename: 'PostDraft', status: 'DRAFT', isPublished: false });
  expect(await storyOf(started.id!)).toMatchObject({
    creatorId: editor.id,
    collectionId: publication.id,
    status: 'DRAFT',
  });
});

test('a writer’s own newsletter gets a draft of theirs, in no publication', async () => {
  const writer = await makeUser(table.data);
  const newsletter = await makeNewsletter(table.data, { ownerId: writer.id });
  const started = await startEmail(newsletter.id, writer.id);
  expect(started.__typename).toBe('PostDraft');
  const story = await storyOf(started.id!);
  expect(story).toMatchObject({ creatorId: writer.id, status: 'DRAFT' });
  expect(story!.collectionId).toBeUndefined();
});

test('a stranger, a subscriber or an unknown newsletter: the same NotFound, nothing written; a visitor: Unauthorized', async () => {
  const writer = await makeUser(table.data);
  const stranger = await makeUser(table.data);
  const publication = await makeCollection(table.data, { creatorId: writer.id });
  const newsletter = await makeNewsletter(table.data, { ownerId: publication.id, type: 'COLLECTION' });
  const own = await makeNewsletter(table.data, { ownerId: writer.id });

  for (const id of [newsletter.id, own.id])
    expect(await startEmail(id, stranger.id)).toEqual({
      __typename: 'NotFound',
      message: `No newsletter ${id}.`,
    });
  expect(await startEmail('no-such-newsletter', stranger.id)).toEqual({
    __typename: 'NotFound',
    message: 'No newsletter no-such-newsletter.',
  });
  expect(await draftsOf(stranger.id)).toEqual([]);
  expect((await startEmail(newsletter.id)).__typename).toBe('Unauthorized');
});
