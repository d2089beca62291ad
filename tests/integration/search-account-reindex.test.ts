import { startAuth, linkIn, cookiesSet, developmentCaptchaToken, type AuthHarness } from '#fixtures/auth.ts';
import { asReader, freshIp, signedInReader } from '#fixtures/auth-security.ts';

/**
 * A new writer is findable without editing their profile (decision 256): a sign-up, and a confirmed
 * e-mail address (part of "high quality"), ask for the person's reindex through the auth Lambdas.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());
beforeEach(() => void (auth.mail.sent.length = 0));

const reindexed = () =>
  auth.mail.sent.filter((entry) => entry.queue === 'search-index').map((entry) => entry.message);
const ownerOf = async (email: string) =>
  (await auth.table.data.entities.claim.get({ kind: 'email', value: email }).go()).data?.ownerId;

async function signUpByLink(email: string) {
  const ip = freshIp();
  const sent = await auth.sendAcctAuthEmail(
    {
      email,
      operation: 'register',
      type: 'link',
      fullName: 'New Writer',
      captchaValue: developmentCaptchaToken,
    },
    ip,
  );
  expect(sent.__typename).toBe('SusiMethod');
  expect(cookiesSet(await auth.get(linkIn(auth, email), { ip })).folio_sid).toBeTruthy();
}

test('a sign-up by e-mail indexes the new person once; signing in again asks nothing', async () => {
  await signUpByLink('new.writer@example.org');
  const userId = await ownerOf('new.writer@example.org');
  expect(reindexed()).toEqual([{ type: 'reindex', kind: 'user', id: userId }]);
  auth.mail.sent.length = 0;
  const ip = freshIp();
  await auth.sendAcctAuthEmail({ email: 'new.writer@example.org', operation: 'login', type: 'link' }, ip);
  await auth.get(linkIn(auth, 'new.writer@example.org'), { ip });
  expect(reindexed()).toEqual([]);
});

test('a confirmed e-mail address indexes the person again; asking for the change alone does not', async () => {
  const reader = await signedInReader(auth);
  await asReader(auth, reader, 'Mutation.requestEmailChange', { email: 'verified@example.org' });
  expect(reindexed()).toEqual([]);
  const text = auth.mail.emailsTo('verified@example.org').at(-1)?.text ?? '';
  const path = /https:\/\/folio\.example(\/m\/account\/confirm\/[\w-]+)\n/.exec(text)![1]!;
  expect((await auth.get(path, { ip: freshIp() })).statusCode).toBe(302);
  expect(reindexed()).toEqual([{ type: 'reindex', kind: 'user', id: reader.user.id }]);
});
