import { makeCollection, makePost, makeUser } from '#fixtures/factories.ts';
import { createTestTable } from '#fixtures/table.ts';
import { answerNewsletterPreview } from '#local/newsletter-preview.ts';

const origin = 'http://localhost:3000';
let table: Awaited<ReturnType<typeof createTestTable>>;

beforeAll(async () => {
  table = await createTestTable();
});
afterAll(() => table.close());

const preview = (uri: string, query = '', method = 'GET') =>
  answerNewsletterPreview({ uri, method, query: new URLSearchParams(query) }, table.data, origin);

test('renders a published story as its newsletter e-mail, with links back to Folio', async () => {
  const writer = await makeUser(table.data, { name: 'Theo Okafor', username: 'theo' });
  const publication = await makeCollection(table.data, { name: 'The Build', slug: 'the-build' });
  const { post } = await makePost(table.data, {
    creatorId: writer.id,
    title: 'Deleting our way to a faster build',
    collectionId: publication.id,
    statusForCollection: 'APPROVED',
  });
  const answer = await preview(`/_/dev/newsletter/${post.id}`);
  const html = answer?.body.toString() ?? '';
  expect(answer?.status).toBe(200);
  expect(html).toContain('Deleting our way to a faster build');
  expect(html).toContain('Paragraph 11 of the story.');
  expect(html).toContain(`href="${origin}/@theo"`);
  expect(html).toContain('in The Build');
  const text = (await preview(`/_/dev/newsletter/${post.id}`, 'part=text'))?.body.toString() ?? '';
  expect(text).toContain('Paragraph 11 of the story.');
  expect(text).not.toContain('<');
});

test('a member-only story goes in full to members and as its preview to everyone else', async () => {
  const writer = await makeUser(table.data);
  const { post } = await makePost(table.data, { creatorId: writer.id, isLocked: true, visibility: 'LOCKED' });
  const member = (await preview(`/_/dev/newsletter/${post.id}`))?.body.toString() ?? '';
  const free = (await preview(`/_/dev/newsletter/${post.id}`, 'as=free'))?.body.toString() ?? '';
  expect(member).toContain('Paragraph 11 of the story.');
  expect(free).toContain('Paragraph 1 of the story.');
  expect(free).not.toContain('Paragraph 11 of the story.');
  expect(free).toContain(`href="${origin}/plans"`);
});

test('answers 404 for a draft or an unknown story, 405 for other methods, and nothing for other paths', async () => {
  const writer = await makeUser(table.data);
  const { post } = await makePost(table.data, { creatorId: writer.id, status: 'DRAFT' });
  expect((await preview(`/_/dev/newsletter/${post.id}`))?.status).toBe(404);
  expect((await preview('/_/dev/newsletter/0123456789ab'))?.status).toBe(404);
  expect((await preview(`/_/dev/newsletter/${post.id}`, '', 'POST'))?.status).toBe(405);
  expect(await preview('/_/dev/mailbox')).toBeUndefined();
});
