import { makeEmailReader, makePost } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';

/**
 * Viewer.isEligibleToImportEmails (spec 2 §3, decision 167) through the whole local platform: computed
 * on the server from the account and its stories, answered to the viewer alone.
 */
let runtime: TestRuntime;
const day = 24 * 60 * 60 * 1000;
const writers = {
  seasoned: { createdAt: Date.now() - 30 * day, story: true },
  storyless: { createdAt: Date.now() - 30 * day, story: false },
  newcomer: { createdAt: Date.now() - day, story: true },
};
type Name = keyof typeof writers;
const sessions = {} as Record<Name, RuntimeSession>;
const emailOf = (name: string) => `${name}.import@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const [name, { createdAt, story }] of Object.entries(writers)) {
        const user = await makeEmailReader(data, {
          username: `${name}_import`,
          email: emailOf(name),
          createdAt,
        });
        if (story) await makePost(data, { creatorId: user.id });
      }
    },
  });
  for (const name of Object.keys(writers) as Name[])
    sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 240_000);
afterAll(() => runtime.stop());

const eligibility = async (name: Name) =>
  (await batchCall(runtime.url, '{ viewer { isEligibleToImportEmails } }', {}, sessions[name].headers)).data
    ?.viewer?.isEligibleToImportEmails;

test('a writer with a published story and an account of 14 days or more is eligible; others are not', async () => {
  expect(await eligibility('seasoned')).toBe(true);
  expect(await eligibility('storyless')).toBe(false);
  expect(await eligibility('newcomer')).toBe(false);
});

test("the field is the viewer's only: null on another writer's User", async () => {
  const { data } = await batchCall(
    runtime.url,
    '{ userResult(username: "seasoned_import") { ... on User { isEligibleToImportEmails } } }',
    {},
    sessions.newcomer.headers,
  );
  expect(data?.userResult).toEqual({ isEligibleToImportEmails: null });
});
