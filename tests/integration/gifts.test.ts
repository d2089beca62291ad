import { makePost, makeUser, storyBody } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { devMailbox, batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { standIn, testCards } from '#fixtures/stripe-stand-in.ts';
import { hashGiftCode } from '#functions/memberships/gifts/gift-rules.ts';
import { createFlagStore } from '#shared/data/flag-store.ts';

/**
 * Gift memberships (issue #14 "Gifts") through the whole local platform: a buyer pays once on the
 * Stripe stand-in's page, the signed webhook makes one code per recipient and e-mails it (the dev
 * mailbox), and recipients check and redeem codes — exactly once, even 20 at a time.
 */
let runtime: TestRuntime;
let stripe: ReturnType<typeof standIn>;
let storyId = '';
const racers = Array.from({ length: 20 }, (_, index) => `racer${index}`);
const readers = ['buyer', 'rita', 'ravi', 'past', 'payer', 'gail', 'gus', ...racers];
const ids: Record<string, string> = {};
const sessions: Record<string, RuntimeSession> = {};
const emailOf = (name: string) => `${name}.gifts@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      // Only a membership opens the story here: the metered allowance (decision 141) is off.
      await createFlagStore(data).set('paywall_metered_stories', '0', 'test');
      const writer = await makeUser(data, { username: 'gifts_writer' });
      const story = await makePost(
        data,
        { creatorId: writer.id, isLocked: true, visibility: 'LOCKED' },
        { paragraphs: storyBody(6) },
      );
      storyId = story.post.id;
      for (const name of readers) {
        const user = await makeUser(data, {
          username: `${name}_gifts`,
          name: name === 'buyer' ? 'Bea Buyer' : name,
          email: emailOf(name),
          ...(name === 'past' ? { memberSince: Date.UTC(2024, 0, 1) } : {}),
          ...(name === 'payer' ? { tier: 'MEMBER', memberSince: Date.UTC(2025, 0, 1) } : {}),
        });
        ids[name] = user.id;
        await data.entities.claim.put({ kind: 'email', value: emailOf(name), ownerId: user.id }).go();
      }
    },
  });
  stripe = standIn(runtime.stripeApiBase);
  for (const name of readers) sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 240_000);
afterAll(() => runtime.stop());

const refusals =
  '... on BadRequest { message } ... on Unauthorized { message } ... on Conflict { message } ... on RateLimited { message }';

const startGiftCheckout = async (name: string | undefined, variables: Record<string, unknown>) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($giftType: GiftType!, $tier: MembershipTier!, $months: Int!, $currency: MembershipCurrency!, $recipientEmails: [String!]!) {
        startGiftCheckout(giftType: $giftType, tier: $tier, months: $months, currency: $currency, recipientEmails: $recipientEmails) {
          __typename ... on GiftCheckout { url } ... on BadRequest { message } ... on Unauthorized { message } } }`,
      variables,
      name ? sessions[name]!.headers : {},
    )
  ).data?.startGiftCheckout;

const checkCode = async (name: string, giftCode: string) =>
  (
    await batchCall(
      runtime.url,
      `query ($giftCode: String!) { checkGiftCode(giftCode: $giftCode) {
        __typename ... on GiftCodeCheck { result giftType tier months } ${refusals.replace(' ... on Conflict { message }', '')} } }`,
      { giftCode },
      sessions[name]!.headers,
    )
  ).data?.checkGiftCode;

const redeem = async (name: string, giftCode: string) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($giftCode: String!) { redeemGiftCode(giftCode: $giftCode) {
        __typename ... on GiftRedemption { tier months endsAt } ... on GiftCodeCheck { result } ${refusals} } }`,
      { giftCode },
      sessions[name]!.headers,
    )
  ).data?.redeemGiftCode;

const mailbox = () => devMailbox(runtime.url);
/** The gift code e-mailed to a reader (the newest), read from the dev mailbox. */
const codeMailedTo = async (name: string) => {
  const [mail] = await eventually(
    async () =>
      (await mailbox()).filter((entry) => entry.to === emailOf(name) && /gift code/i.test(entry.text)),
    (mails) => mails.length > 0,
  );
  return { mail: mail!, code: /Your gift code: (\S+)/.exec(mail!.text)![1]! };
};

const findUser = async (name: string) =>
  (await runtime.data.entities.user.get({ id: ids[name]! }).go()).data!;

/** Buys a gift (or a group gift) for recipients and pays with 4242; the codes e-mailed, by recipient. */
async function buyGift(variables: Record<string, unknown>) {
  const answer = await startGiftCheckout('buyer', { currency: 'USD', ...variables });
  expect(answer.__typename).toBe('GiftCheckout');
  const paid = await stripe.pay(answer.url as string, testCards.succeeds);
  expect(paid.status).toBe(303);
  const names = (variables.recipientEmails as string[]).map((email) => email.split('.')[0]!);
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await codeMailedTo(name)).code])),
  );
}

test('gift prices come from the server, derived from the price table', async () => {
  const { data } = await batchCall(
    runtime.url,
    '{ giftPlans(currency: CAD) { tier months price { amount currency } } }',
  );
  expect(data?.giftPlans).toEqual([
    { tier: 'MEMBER', months: 1, price: { amount: 500, currency: 'CAD' } },
    { tier: 'MEMBER', months: 3, price: { amount: 1500, currency: 'CAD' } },
    { tier: 'MEMBER', months: 6, price: { amount: 3000, currency: 'CAD' } },
    { tier: 'MEMBER', months: 12, price: { amount: 5000, currency: 'CAD' } },
    { tier: 'FRIEND', months: 1, price: { amount: 1500, currency: 'CAD' } },
    { tier: 'FRIEND', months: 3, price: { amount: 4500, currency: 'CAD' } },
    { tier: 'FRIEND', months: 6, price: { amount: 9000, currency: 'CAD' } },
    { tier: 'FRIEND', months: 12, price: { amount: 15000, currency: 'CAD' } },
  ]);
});

test('a gift checkout is for a signed-in buyer, a length of the table and real recipients', async () => {
  const gift = {
    giftType: 'GIFT',
    tier: 'MEMBER',
    months: 3,
    currency: 'USD',
    recipientEmails: [emailOf('rita')],
  };
  expect(await startGiftCheckout(undefined, gift)).toMatchObject({ __typename: 'Unauthorized' });
  expect(await startGiftCheckout('buyer', { ...gift, months: 2 })).toMatchObject({
    __typename: 'BadRequest',
  });
  expect(
    await startGiftCheckout('buyer', { ...gift, recipientEmails: [emailOf('rita'), emailOf('ravi')] }),
  ).toMatchObject({ __typename: 'BadRequest' });
  expect(
    await startGiftCheckout('buyer', { ...gift, giftType: 'GROUP_GIFT', recipientEmails: [emailOf('rita')] }),
  ).toMatchObject({ __typename: 'BadRequest' });
  expect(await startGiftCheckout('buyer', { ...gift, recipientEmails: ['not an address'] })).toMatchObject({
    __typename: 'BadRequest',
  });
  const withAmount = await batchCall(
    runtime.url,
    `mutation { startGiftCheckout(giftType: GIFT, tier: MEMBER, months: 1, currency: USD, recipientEmails: ["${emailOf('rita')}"], amount: 1) { __typename } }`,
    {},
    sessions.buyer!.headers,
  );
  expect(withAmount.errors?.[0]?.message).toMatch(/amount/);
});

test('a group gift: one payment of the table’s price, one code per recipient e-mailed, stored hashed', async () => {
  const answer = await startGiftCheckout('buyer', {
    giftType: 'GROUP_GIFT',
    tier: 'FRIEND',
    months: 3,
    currency: 'USD',
    recipientEmails: [emailOf('gail'), emailOf('gus')],
  });
  const page = await (await fetch(answer.url)).text();
  expect(page).toContain('Friend of Folio, 3 months (gift) × 2');
  expect(page).toContain('$90.00');
  expect(page).toContain('paid once');
  expect(await stripe.pay(answer.url, testCards.succeeds)).toMatchObject({ status: 303 });

  const { mail, code: gailCode } = await codeMailedTo('gail');
  const { code: gusCode } = await codeMailedTo('gus');
  expect(gailCode).not.toBe(gusCode);
  expect(mail.subject).toBe('Bea Buyer gave you a Folio membership');
  expect(mail.text).toContain(`${runtime.url}/gift?giftCode=${gailCode}&giftType=31`);
  const stored = (await runtime.data.entities.giftCode.get({ codeHash: hashGiftCode(gailCode) }).go()).data;
  expect(stored).toMatchObject({
    giftType: 'GROUP_GIFT',
    tier: 'FRIEND',
    months: 3,
    recipientEmail: emailOf('gail'),
  });
  const orders = await runtime.data.entities.giftOrder.scan.go();
  const order = orders.data.find((candidate) => candidate.status === 'PAID')!;
  expect(order).toMatchObject({ unitAmount: 4500, emailedAt: expect.any(Number) });
  expect(order.pendingCodes).toBeUndefined();
  expect(JSON.stringify(orders.data)).not.toContain(gailCode);

  // A replayed webhook makes no new codes and sends nothing again.
  const before = (await mailbox()).length;
  const customerId = (await runtime.data.entities.membership.get({ userId: ids.buyer! }).go()).data!
    .customerId;
  const [completed] = (await stripe.events(customerId)).filter(
    (event) => event.type === 'checkout.session.completed',
  );
  const deliveries = await stripe.deliver(completed!.id);
  expect(deliveries.map(({ status, body }) => [status, JSON.parse(body).outcome])).toContainEqual([
    200,
    'replayed',
  ]);
  expect((await mailbox()).length).toBe(before);

  // A group gift is for readers new to membership: a past member is refused; a new one is a Friend.
  expect(await checkCode('past', gailCode)).toMatchObject({ result: 'NOT_REDEEMABLE_BY_PAST_MEMBERS' });
  expect(await redeem('past', gailCode)).toMatchObject({ result: 'NOT_REDEEMABLE_BY_PAST_MEMBERS' });
  expect(await checkCode('gus', gusCode)).toEqual({
    __typename: 'GiftCodeCheck',
    result: 'VALID',
    giftType: 'GROUP_GIFT',
    tier: 'FRIEND',
    months: 3,
  });
  expect(await redeem('gus', gusCode)).toMatchObject({
    __typename: 'GiftRedemption',
    tier: 'FRIEND',
    months: 3,
  });
  expect(await findUser('gus')).toMatchObject({
    tier: 'FREE',
    giftTier: 'FRIEND',
    giftEndsAt: expect.any(Number),
    memberSince: expect.any(Number),
    friendSince: expect.any(Number),
  });
});

test('a redeemed gift opens member-only stories, without a subscription; its code is then ALREADY_USED', async () => {
  const { rita: code } = await buyGift({
    giftType: 'GIFT',
    tier: 'MEMBER',
    months: 1,
    recipientEmails: [emailOf('rita')],
  });
  const read = async () =>
    (
      await batchCall(
        runtime.url,
        `{ postResult(id: "${storyId}") { ... on Post { content { isLockedPreviewOnly } } } }`,
        {},
        sessions.rita!.headers,
      )
    ).data?.postResult.content;
  expect((await read()).isLockedPreviewOnly).toBe(true);
  // Typed as people type it: lower case, spaces for dashes.
  const answer = await redeem('rita', code.toLowerCase().replace(/-/g, ' '));
  expect(answer).toMatchObject({ __typename: 'GiftRedemption', tier: 'MEMBER', months: 1 });
  expect(answer.endsAt * 1000).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
  expect(await eventually(read, (content) => !content.isLockedPreviewOnly)).toMatchObject({
    isLockedPreviewOnly: false,
  });
  expect((await runtime.data.entities.membership.get({ userId: ids.rita! }).go()).data).toBeNull();
  // The recipient is told who gave it (decision 260), through the notifications queue.
  const notifications = async () =>
    (
      await batchCall(
        runtime.url,
        '{ notifications { ... on NotificationConnection { notifications { kind actors { name } } } } }',
        {},
        sessions.rita!.headers,
      )
    ).data?.notifications.notifications as { kind: string }[];
  expect(await eventually(notifications, (list) => list.length > 0)).toEqual([
    { kind: 'GIFT_RECEIVED', actors: [{ name: 'Bea Buyer' }] },
  ]);
  expect(await checkCode('ravi', code)).toMatchObject({ result: 'ALREADY_USED' });
  expect(await redeem('ravi', code)).toMatchObject({ __typename: 'GiftCodeCheck', result: 'ALREADY_USED' });
});

test('a reader who already pays is told so, and the code stays unused', async () => {
  const { ravi: code } = await buyGift({
    giftType: 'GIFT',
    tier: 'MEMBER',
    months: 6,
    recipientEmails: [emailOf('ravi')],
  });
  expect(await redeem('payer', code)).toMatchObject({
    __typename: 'Conflict',
    message: expect.stringContaining('You are already a member'),
  });
  expect(await checkCode('ravi', code)).toMatchObject({ result: 'VALID' });
});

test('NOT_FOUND and EXPIRED', async () => {
  expect(await checkCode('ravi', 'ABCD-EFGH-JKMN-PQRS')).toEqual({
    __typename: 'GiftCodeCheck',
    result: 'NOT_FOUND',
    giftType: null,
    tier: null,
    months: null,
  });
  expect(await checkCode('ravi', 'not a code at all')).toMatchObject({ result: 'NOT_FOUND' });
  const { ravi: code } = { ravi: (await codeMailedTo('ravi')).code };
  await runtime.data.entities.giftCode
    .patch({ codeHash: hashGiftCode(code) })
    .set({ expiresAt: Date.now() - 1 })
    .go();
  expect(await checkCode('ravi', code)).toMatchObject({ result: 'EXPIRED' });
  expect(await redeem('ravi', code)).toMatchObject({ result: 'EXPIRED' });
  expect(await findUser('ravi')).not.toHaveProperty('giftTier');
});

test('20 readers redeeming one code at once: exactly one succeeds, the others are told ALREADY_USED', async () => {
  const answer = await startGiftCheckout('buyer', {
    giftType: 'GIFT',
    tier: 'MEMBER',
    months: 12,
    currency: 'USD',
    recipientEmails: [emailOf('racer0')],
  });
  await stripe.pay(answer.url, testCards.succeeds);
  const { code } = await codeMailedTo('racer0');
  const answers = await Promise.all(racers.map((name) => redeem(name, code)));
  const winners = answers.filter((result) => result.__typename === 'GiftRedemption');
  expect(winners).toHaveLength(1);
  expect(answers.filter((result) => result.result === 'ALREADY_USED')).toHaveLength(19);
  const users = await Promise.all(racers.map(findUser));
  expect(users.filter((user) => user.giftTier === 'MEMBER')).toHaveLength(1);
});
