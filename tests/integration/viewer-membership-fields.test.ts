import { makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';

/**
 * Spec 2 §3's Viewer membership fields through the whole local platform (decisions 150, 151):
 * hasPastMemberships and isMembershipTrialEligible from the reader's memberships, hasGroupGiftingEnabled
 * from the flag enable_group_gifting — here stored off, so the group gift checkout is refused too.
 * Only the viewer reads them: on anyone else's User they are null.
 */
let runtime: TestRuntime;
const since = Date.UTC(2024, 0, 1);
const readers = {
  newcomer: {},
  member: { tier: 'MEMBER' as const, memberSince: since },
  lapsed: { tier: 'FREE' as const, memberSince: since },
  giftEnded: { memberSince: since, giftTier: 'FRIEND' as const, giftEndsAt: Date.UTC(2025, 0, 1) },
};
type Name = keyof typeof readers;
const sessions = {} as Record<Name, RuntimeSession>;
const emailOf = (name: string) => `${name.toLowerCase()}.fields@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      await createFlagStore(data).set('enable_group_gifting', false, 'test');
      for (const [name, membership] of Object.entries(readers)) {
        const user = await makeUser(data, {
          username: `${name.toLowerCase()}_fields`,
          email: emailOf(name),
          ...membership,
        });
        await data.entities.claim.put({ kind: 'email', value: emailOf(name), ownerId: user.id }).go();
      }
    },
  });
  for (const name of Object.keys(readers) as Name[])
    sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 240_000);
afterAll(() => runtime.stop());

const fields = 'hasPastMemberships isMembershipTrialEligible hasGroupGiftingEnabled';
const viewerOf = async (name: Name) =>
  (await batchCall(runtime.url, `{ viewer { ${fields} } }`, {}, sessions[name].headers)).data?.viewer;

test('a reader whose membership ended, paid or gifted, has past memberships; nobody else does', async () => {
  expect(await viewerOf('newcomer')).toMatchObject({
    hasPastMemberships: false,
    isMembershipTrialEligible: true,
  });
  expect(await viewerOf('member')).toMatchObject({
    hasPastMemberships: false,
    isMembershipTrialEligible: false,
  });
  expect(await viewerOf('lapsed')).toMatchObject({
    hasPastMemberships: true,
    isMembershipTrialEligible: false,
  });
  expect(await viewerOf('giftEnded')).toMatchObject({
    hasPastMemberships: true,
    isMembershipTrialEligible: false,
  });
});

test('with enable_group_gifting off, group gifting is off for the viewer and its checkout refused', async () => {
  expect((await viewerOf('newcomer')).hasGroupGiftingEnabled).toBe(false);
  const { data } = await batchCall(
    runtime.url,
    `mutation { startGiftCheckout(giftType: GROUP_GIFT, tier: MEMBER, months: 1, currency: USD,
      recipientEmails: ["a.fields@folio.example", "b.fields@folio.example"]) {
      __typename ... on BadRequest { message } } }`,
    {},
    sessions.newcomer.headers,
  );
  expect(data?.startGiftCheckout).toEqual({
    __typename: 'BadRequest',
    message: 'Group gifts are not available right now.',
  });
});

test("the fields are the viewer's only: null on another reader's User", async () => {
  const { data } = await batchCall(
    runtime.url,
    `{ userResult(username: "lapsed_fields") { ... on User { ${fields} } } }`,
    {},
    sessions.newcomer.headers,
  );
  expect(data?.userResult).toEqual({
    hasPastMemberships: null,
    isMembershipTrialEligible: null,
    hasGroupGiftingEnabled: null,
  });
});
