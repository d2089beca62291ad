import { createSuppressions } from '#functions/newsletters/suppressions.ts';
import { makeNewsletter } from '#fixtures/factories.ts';
import { developmentCaptchaToken, linkIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/**
 * Decision 188 against DynamoDB Local: a sign-in link e-mailed to a bounced address and used proves
 * mail reaches it again, so its bounce suppression is lifted (the sender sends to it, its newsletter's
 * owner no longer sees it suppressed); a complaint stays, and so does a bounce whose link is not used.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

const unique = () => Math.random().toString(36).slice(2, 10);

async function signUpByLink(email: string) {
  await auth.sendAcctAuthEmail({
    email,
    operation: 'register',
    type: 'link',
    fullName: 'Bounced Reader',
    captchaValue: developmentCaptchaToken,
  });
  return linkIn(auth, email);
}

test('a used sign-in link lifts the address’s bounce, not a complaint, and not before it is used', async () => {
  const suppressions = createSuppressions(auth.table.data);
  const { id: newsletterId } = await makeNewsletter(auth.table.data, { ownerId: `w${unique()}` });
  const bounced = `bounced-${unique()}@folio.example`;
  const complained = `complained-${unique()}@folio.example`;
  const mail = { postId: 'p1', newsletterId, recipientId: 'r1' };
  await suppressions.suppress({ address: bounced, reason: 'PERMANENT_BOUNCE', at: 1, mail });
  await suppressions.suppress({ address: complained, reason: 'COMPLAINT', at: 1, mail });

  const bouncedLink = await signUpByLink(bounced);
  const complainedLink = await signUpByLink(complained);
  // Sent, not yet used: nothing proves the address works.
  expect(await suppressions.suppressedAmong([bounced, complained])).toEqual(new Set([bounced, complained]));

  expect((await auth.get(bouncedLink)).statusCode).toBe(302);
  expect((await auth.get(complainedLink)).statusCode).toBe(302);
  expect(await suppressions.suppressedAmong([bounced, complained])).toEqual(new Set([complained]));
  expect((await suppressions.suppressedOf(newsletterId)).map((record) => record.address)).toEqual([
    complained,
  ]);
});
