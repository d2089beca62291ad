import { makeEmailReader, makeNewsletter, makePost } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { batchCall, signInToRuntime, type RuntimeSession } from '#fixtures/runtime-session.ts';
import { importMessages } from '#functions/newsletters/import/messages.ts';
import { authorNewsletterId, emailSubscriberId } from '#shared/data/newsletter-id.ts';
import { createNewsletterSubscriptionWrites } from '#shared/data/newsletter-subscriptions.ts';
import type { FolioData } from '#shared/data/data.ts';

/**
 * Importing a mailing list (issue #15, decision 168) through the whole local platform: the report
 * before anything is imported, the import as chunk jobs on the newsletter-send queue (the local
 * poller), accounts subscribed as themselves and other addresses as e-mail subscribers, the count
 * exact; only the newsletter's eligible writer, and rate limited.
 */
let runtime: TestRuntime;
let data: FolioData;
const day = 24 * 60 * 60 * 1000;
const sessions = {} as Record<'writer' | 'other' | 'newcomer' | 'prober', RuntimeSession>;
const ids = {} as Record<'writer' | 'account' | 'subscribed', string>;
const emailOf = (name: string) => `${name}.list@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async (parts) => {
      data = parts.data;
      for (const name of ['writer', 'other', 'newcomer', 'prober'] as const) {
        const user = await makeEmailReader(data, {
          username: `${name}_list`,
          email: emailOf(name),
          createdAt: Date.now() - (name === 'newcomer' ? day : 30 * day),
        });
        await makePost(data, { creatorId: user.id });
        if (name === 'writer') ids.writer = user.id;
      }
      await makeNewsletter(data, { ownerId: ids.writer, name: 'Writer List' });
      ids.account = (await makeEmailReader(data, { email: emailOf('account') })).id;
      ids.subscribed = (await makeEmailReader(data, { email: emailOf('subscribed') })).id;
      await createNewsletterSubscriptionWrites(data).subscribe({
        subscriberId: ids.subscribed,
        newsletterId: authorNewsletterId(ids.writer),
        newsletterType: 'AUTHOR',
        subscribedAt: Date.now(),
      });
    },
  });
  for (const name of ['writer', 'other', 'newcomer', 'prober'] as const)
    sessions[name] = await signInToRuntime(runtime.url, emailOf(name));
}, 240_000);
afterAll(() => runtime.stop());

const report = `__typename
  ... on NewsletterImport { id state rowCount validCount alreadySubscribedCount badRowCount
    badRows { row value } duplicateRowCount duplicateRows { row value } processedCount }
  ... on BadRequest { message } ... on Forbidden { message } ... on RateLimited { message }`;

const validate = async (
  as: keyof typeof sessions,
  csv: string,
  newsletterV3Id = authorNewsletterId(ids.writer),
) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($id: ID!, $csv: String!) { validateNewsletterImport(newsletterV3Id: $id, csv: $csv) { ${report} } }`,
      { id: newsletterV3Id, csv },
      sessions[as].headers,
    )
  ).data?.validateNewsletterImport;

const start = async (as: keyof typeof sessions, importId: string, hasConsent = true) =>
  (
    await batchCall(
      runtime.url,
      `mutation ($id: ID!, $consent: Boolean!) { startNewsletterImport(importId: $id, hasConsent: $consent) { ${report} } }`,
      { id: importId, consent: hasConsent },
      sessions[as].headers,
    )
  ).data?.startNewsletterImport;

const progress = async (as: keyof typeof sessions, importId: string) =>
  (
    await batchCall(
      runtime.url,
      `query ($id: ID!) { newsletterImport(id: $id) { state processedCount validCount } }`,
      { id: importId },
      sessions[as].headers,
    )
  ).data?.newsletterImport;

const subscriberCount = async () =>
  (await data.entities.newsletter.get({ id: authorNewsletterId(ids.writer) }).go({ consistent: true })).data
    ?.subscriberCount;

const newAddresses = Array.from({ length: 20 }, (_, index) => `reader${index}@list.example`);
const csv = [
  'Name,Email,Joined',
  ...newAddresses.map((address, index) => `Reader ${index},${address},2026`),
  `Account,${emailOf('account').toUpperCase()},2026`,
  `Subscribed,${emailOf('subscribed')},2026`,
  'Twice,reader3@list.example,2026',
  'Bad,not-an-address,2026',
  'Bad,b@,2026',
  '',
  'Bad,c@list,2026',
].join('\r\n');

test('the report comes before anything is imported; importing subscribes accounts and e-mail subscribers, the count exact', async () => {
  const checked = await validate('writer', csv);
  expect(checked).toMatchObject({
    __typename: 'NewsletterImport',
    state: 'VALIDATED',
    rowCount: 26,
    validCount: 21,
    alreadySubscribedCount: 1,
    badRowCount: 3,
    badRows: [
      { row: 25, value: 'not-an-address' },
      { row: 26, value: 'b@' },
      { row: 28, value: 'c@list' },
    ],
    duplicateRowCount: 1,
    duplicateRows: [{ row: 24, value: 'reader3@list.example' }],
    processedCount: 0,
  });
  expect(await subscriberCount()).toBe(1);

  // Nobody else sees it nor starts it.
  expect(await progress('other', checked.id)).toBeNull();
  expect(await start('other', checked.id)).toMatchObject({ __typename: 'NotFound' });

  expect(await start('writer', checked.id)).toMatchObject({ __typename: 'NewsletterImport', validCount: 21 });
  let state = await progress('writer', checked.id);
  for (let waited = 0; state?.state !== 'DONE' && waited < 150; waited++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = await progress('writer', checked.id);
  }
  expect(state).toEqual({ state: 'DONE', processedCount: 21, validCount: 21 });
  expect(await subscriberCount()).toBe(22);
  expect(await start('writer', checked.id)).toEqual({
    __typename: 'BadRequest',
    message: importMessages.alreadyStarted,
  });

  const newsletterId = authorNewsletterId(ids.writer);
  const account = await data.entities.newsletterSubscription
    .get({ subscriberId: ids.account, newsletterId })
    .go();
  expect(account.data).toMatchObject({ consentRecordedAt: expect.any(Number) });
  expect(account.data?.email).toBeUndefined();
  const emailOnly = await data.entities.newsletterSubscription
    .get({ subscriberId: emailSubscriberId('reader3@list.example'), newsletterId })
    .go();
  expect(emailOnly.data).toMatchObject({ email: 'reader3@list.example' });

  // Importing the same list again finds every address subscribed.
  expect(await validate('writer', csv)).toMatchObject({ validCount: 0, alreadySubscribedCount: 22 });
});

test("only the newsletter's eligible writer may import into it; bad input is refused with a clear message", async () => {
  expect(await validate('other', csv)).toEqual({
    __typename: 'Forbidden',
    message: 'Only its writer can manage this newsletter.',
  });
  expect(await validate('writer', 'Email\r\n\r\n')).toEqual({
    __typename: 'BadRequest',
    message: importMessages.empty,
  });
  const tooMany = ['Email', ...Array.from({ length: 10_001 }, (_, index) => `r${index}@list.example`)].join(
    '\n',
  );
  expect(await validate('writer', tooMany)).toEqual({
    __typename: 'BadRequest',
    message: importMessages.tooManyRows,
  });
  const { data: signedOut } = await batchCall(
    runtime.url,
    'mutation { validateNewsletterImport(newsletterV3Id: "x", csv: "a@b.example") { __typename } }',
  );
  expect(signedOut?.validateNewsletterImport).toEqual({ __typename: 'Unauthorized' });
});

test('a writer too new to import is told why', async () => {
  const newcomerId = (await data.entities.claim.get({ kind: 'email', value: emailOf('newcomer') }).go()).data!
    .ownerId;
  await makeNewsletter(data, { ownerId: newcomerId });
  expect(await validate('newcomer', csv, authorNewsletterId(newcomerId))).toEqual({
    __typename: 'Forbidden',
    message: importMessages.notEligible,
  });
});

test('imports are rate limited: the eleventh in an hour is refused', async () => {
  for (let attempt = 0; attempt < 10; attempt++)
    expect(await validate('prober', 'a@list.example')).toMatchObject({ __typename: 'Forbidden' });
  expect(await validate('prober', 'a@list.example')).toEqual({
    __typename: 'RateLimited',
    message: 'Too many imports in a short time. Please try again later.',
  });
});

test("the subscribers list is its writer's alone: accounts by name, e-mail subscribers by address, paged", async () => {
  const list = async (as: keyof typeof sessions | null, to?: string) =>
    (
      await batchCall(
        runtime.url,
        `query ($id: ID!, $to: String) { newsletterSubscribers(newsletterV3Id: $id, paging: { limit: 20, to: $to }) {
          __typename ... on NewsletterSubscriberConnection { subscribers { name email subscribedAt } pagingInfo { next { to } } }
          ... on Forbidden { message } } }`,
        { id: authorNewsletterId(ids.writer), to },
        as ? sessions[as].headers : {},
      )
    ).data?.newsletterSubscribers;
  expect(await list('other')).toEqual({
    __typename: 'Forbidden',
    message: 'Only its writer can manage this newsletter.',
  });
  expect(await list(null)).toEqual({ __typename: 'Unauthorized' });

  const first = await list('writer');
  expect(first.subscribers).toHaveLength(20);
  const second = await list('writer', first.pagingInfo.next.to);
  expect(second.pagingInfo.next).toBeNull();
  const everyone = [...first.subscribers, ...second.subscribers];
  expect(everyone).toHaveLength(22);
  const emails = everyone.flatMap((subscriber: { email: string | null }) =>
    subscriber.email ? [subscriber.email] : [],
  );
  expect(emails.sort()).toEqual([...newAddresses].sort());
  // Accounts are shown by name, never by their address.
  expect(everyone.filter((subscriber: { email: string | null }) => !subscriber.email)).toEqual([
    expect.objectContaining({ name: 'A Writer', email: null }),
    expect.objectContaining({ name: 'A Writer', email: null }),
  ]);
});
