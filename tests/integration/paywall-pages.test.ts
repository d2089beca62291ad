import { defaultMeter } from '#contract/paywall-meter.ts';
import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { signInToRuntime } from '#fixtures/runtime-session.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * The story page's server render (issue #14, decisions 141–142) through the whole local platform: the
 * member-only body is in the HTML exactly for the viewers allowed, and a page that may carry it for one
 * viewer is never a shared copy at the edge.
 */
let runtime: TestRuntime;
let storyPath = '';
let storyId = '';
const key = '0123456789abcdef0123456789abcdef';
const hidden = 'Paragraph 15 of the story.';
const readerEmail = 'meter_reader@folio.example';

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const writer = await makeUser(data, { username: 'paywall_writer' });
      const { post } = await makePost(
        data,
        { creatorId: writer.id, isLocked: true, visibility: 'LOCKED', tags: [] },
        { paragraphs: storyBody(16) },
      );
      storyId = post.id;
      storyPath = `/@paywall_writer/${post.uniqueSlug}`;
      await data.entities.friendLink.create({ id: post.id, key, createdAt: Date.now() }).go();
      const reader = await makeUser(data, { username: 'meter_reader', email: readerEmail });
      await data.entities.claim.put({ kind: 'email', value: readerEmail, ownerId: reader.id }).go();
    },
  });
}, 120_000);
afterAll(() => runtime.stop());

const render = async (path: string, cookie?: string) => {
  const response = await fetch(`${runtime.url}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return { html: await response.text(), cacheControl: response.headers.get('cache-control') };
};

test('a visitor gets the preview in a page the edge may share', async () => {
  const { html, cacheControl } = await render(storyPath);
  expect(html).not.toContain(hidden);
  expect(cacheControl).toContain('public');
});

test('a visitor with the friend link gets the whole story, in a page never shared nor indexed', async () => {
  const { html, cacheControl } = await render(`${storyPath}?sk=${key}`);
  expect(html).toContain(hidden);
  expect(cacheControl).toBe('private, no-store');
  expect(html).toContain('<meta name="robots" content="noindex"');
  const wrong = await render(`${storyPath}?sk=${'f'.repeat(32)}`);
  expect(wrong.html).not.toContain(hidden);
  expect(wrong.cacheControl).toBe('private, no-store');
});

test('a signed-in non-member reads it through the allowance, told how many are left', async () => {
  const { cookie } = await signInToRuntime(runtime.url, readerEmail);
  const { html, cacheControl } = await render(storyPath, cookie);
  expect(html).toContain(hidden);
  expect(html).toContain(`${defaultMeter.stories - 1} free member-only stories left this month`);
  expect(cacheControl).toBe('private, no-store');
});

test('revoked, the friend link opens only the preview', async () => {
  await runtime.data.entities.friendLink.delete({ id: storyId }).go();
  const { html } = await render(`${storyPath}?sk=${key}`);
  expect(html).not.toContain(hidden);
});
