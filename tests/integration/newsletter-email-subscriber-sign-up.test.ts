import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import { emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { makeNewsletter } from '#fixtures/factories.ts';
import { developmentCaptchaToken, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/**
 * Decision 189 against DynamoDB Local: an imported address (an e-mail subscriber, decision 168) that
 * signs up becomes one subscriber — its subscriptions move to the account with their date and consent,
 * every count unchanged — and where the account is subscribed already the address's ends (count −1).
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const subscriptions = () => createNewsletterSubscriptionWrites(auth.table.data);

async function newsletterWithEmailSubscriber(address: string, subscribedAt: number) {
  const { id } = await makeNewsletter(auth.table.data, { ownerId: `w${unique()}` });
  expect(
    await subscriptions().subscribe({
      subscriberId: emailSubscriberId(address),
      newsletterId: id,
      newsletterType: 'AUTHOR',
      subscribedAt,
      consentRecordedAt: subscribedAt,
      email: address,
    }),
  ).toBe('subscribed');
  return id;
}

const countOf = async (id: string) =>
  (await auth.table.data.entities.newsletter.get({ id }).go()).data?.subscriberCount;
const heldBy = async (subscriberId: string) =>
  (await auth.table.data.entities.newsletterSubscription.query.byReader({ subscriberId }).go()).data;

test('signing up with an imported address moves its subscriptions to the account, counts unchanged', async () => {
  const address = `imported-${unique()}@folio.example`;
  const first = await newsletterWithEmailSubscriber(address, 1_000);
  const second = await newsletterWithEmailSubscriber(address, 2_000);

  await auth.sendAcctAuthEmail({
    email: address,
    operation: 'register',
    type: 'link',
    fullName: 'Imported Reader',
    captchaValue: developmentCaptchaToken,
  });
  expect((await auth.get(linkIn(auth, address))).statusCode).toBe(302);
  const account = await auth.repository.findUserByEmail(address);

  expect(await heldBy(emailSubscriberId(address))).toEqual([]);
  const moved = await heldBy(account!.id);
  expect(
    moved.map(({ newsletterId, subscribedAt, consentRecordedAt, email }) => ({
      newsletterId,
      subscribedAt,
      consentRecordedAt,
      email,
    })),
  ).toEqual(
    expect.arrayContaining([
      { newsletterId: first, subscribedAt: 1_000, consentRecordedAt: 1_000, email: undefined },
      { newsletterId: second, subscribedAt: 2_000, consentRecordedAt: 2_000, email: undefined },
    ]),
  );
  expect(moved).toHaveLength(2);
  expect([await countOf(first), await countOf(second)]).toEqual([1, 1]);
});

test('where the account is subscribed already, the address’s subscription ends and the count drops to one', async () => {
  const address = `twice-${unique()}@folio.example`;
  const id = await newsletterWithEmailSubscriber(address, 1_000);
  const accountId = `a${unique()}`;
  await subscriptions().subscribe({
    subscriberId: accountId,
    newsletterId: id,
    newsletterType: 'AUTHOR',
    subscribedAt: 3_000,
  });
  expect(await countOf(id)).toBe(2);

  await subscriptions().foldEmailSubscriptions(address.toUpperCase(), accountId);
  expect(await heldBy(emailSubscriberId(address))).toEqual([]);
  expect((await heldBy(accountId)).map((held) => held.subscribedAt)).toEqual([3_000]);
  expect(await countOf(id)).toBe(1);
});
