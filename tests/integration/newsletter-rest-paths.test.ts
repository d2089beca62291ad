import { createHash } from 'node:crypto';
import { xsrfHeaderName } from '#contract/edge-headers.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { authorNewsletterId } from '#shared/data/newsletter-id.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makePost, makeUser } from '#fixtures/factories.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { postSigned } from '#fixtures/signed-post.ts';

/**
 * Spec 3 §7's newsletter paths through the local gateway to the HTTP Lambda (decision 161):
 * /_/api/users/{id}/lazily-enable-writer-subscription and /_/api/subscriptions/newsletters/{id},
 * signed-in only, xsrf checked, asked of the API as the caller.
 */
let runtime: TestRuntime;
const ids = { wren: '', lin: '' };
type Session = { cookie: string; xsrf: string };
const sessions: Record<string, Session> = {};
const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

async function signIn(email: string): Promise<Session> {
  const bound = await fetch(`${runtime.url}/m/callback/email/binding`);
  const { binding } = (await bound.json()) as { binding: string };
  const bindingCookie = bound.headers.getSetCookie()[0]!.split(';')[0]!;
  const query = `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, binding: "${binding}") { __typename } }`;
  await postSigned(`${runtime.url}/_/batch`, JSON.stringify([{ query }]));
  const mails = await eventually(
    async () =>
      ((await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[]).filter(
        (mail) => mail.to === email,
      ),
    (entries) => entries.length > 0,
  );
  const link = /http:\/\/localhost:\d+\/m\/callback\/email\?\S+/.exec(mails[0]!.text)![0];
  const cookies = Object.fromEntries(
    (await fetch(link, { redirect: 'manual', headers: { cookie: bindingCookie } })).headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!.split('=') as [string, string]),
  );
  return {
    cookie: `folio_sid=${cookies.folio_sid}; folio_xsrf=${cookies.folio_xsrf}`,
    xsrf: cookies.folio_xsrf!,
  };
}

const as = (session: Session, xsrf = session.xsrf) => ({ cookie: session.cookie, [xsrfHeaderName]: xsrf });
const call = (path: string, method: string, headers: Record<string, string> = {}) =>
  fetch(`${runtime.url}${path}`, { method, headers: { 'x-amz-content-sha256': sha256(''), ...headers } });

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      for (const username of ['wren', 'lin'] as const) {
        const email = `${username}@folio.example`;
        const user = await makeUser(data, { username, name: username, email });
        ids[username] = user.id;
        await data.entities.claim.put({ kind: 'email', value: email, ownerId: user.id }).go();
      }
      // Wren may import a mailing list (decision 167): a published story, an account of long ago.
      await makePost(data, { creatorId: ids.wren });
    },
  });
  sessions.wren = await signIn('wren@folio.example');
  sessions.lin = await signIn('lin@folio.example');
}, 90_000);
afterAll(() => runtime.stop());

const enable = (userId: string) => `/_/api/users/${userId}/lazily-enable-writer-subscription`;
const subscription = (id: string) => `/_/api/subscriptions/newsletters/${id}`;

test('lazily-enable-writer-subscription makes the caller’s own newsletter and subscribes nobody', async () => {
  expect((await call(enable(ids.wren), 'POST')).status).toBe(401);
  expect((await call(enable(ids.wren), 'POST', { cookie: sessions.wren!.cookie })).status).toBe(403);
  expect((await call(enable(ids.wren), 'GET', as(sessions.wren!))).status).toBe(405);
  const other = await call(enable(ids.wren), 'POST', as(sessions.lin!));
  expect(other.status).toBe(403);
  expect(await other.json()).toMatchObject({ errors: [{ errorType: 'Forbidden' }] });

  const enabled = await call(enable(ids.wren), 'POST', as(sessions.wren!));
  expect(enabled.status).toBe(200);
  expect(await enabled.json()).toEqual({
    newsletterV3: {
      __typename: 'NewsletterV3',
      id: authorNewsletterId(ids.wren),
      slug: 'wren',
      name: 'wren',
      type: 'AUTHOR',
      subscriberCount: 0,
      viewerEdge: { isSubscribed: false, createdAt: null },
    },
  });
});

test('/_/api/subscriptions/newsletters/{id}: GET the caller’s subscription, POST it, DELETE it', async () => {
  const path = subscription(authorNewsletterId(ids.wren));
  expect((await call(path, 'GET')).status).toBe(401);
  expect((await call(path, 'POST', as(sessions.lin!, 'not-the-token'))).status).toBe(403);
  const state = async () =>
    ((await (await call(path, 'GET', as(sessions.lin!))).json()) as { newsletterV3: Record<string, any> })
      .newsletterV3;
  expect((await state()).viewerEdge.isSubscribed).toBe(false);

  const subscribed = await call(path, 'POST', as(sessions.lin!));
  expect(subscribed.status).toBe(200);
  expect(await subscribed.json()).toMatchObject({
    newsletterV3: { subscriberCount: 1, viewerEdge: { isSubscribed: true } },
  });
  expect((await call(path, 'POST', as(sessions.lin!))).status).toBe(409);
  expect(await state()).toMatchObject({ subscriberCount: 1, viewerEdge: { isSubscribed: true } });

  const ended = await call(path, 'DELETE', as(sessions.lin!));
  expect(ended.status).toBe(200);
  expect(await state()).toMatchObject({ subscriberCount: 0, viewerEdge: { isSubscribed: false } });
  // The writer's own: a BadRequest.
  expect((await call(path, 'POST', as(sessions.wren!))).status).toBe(400);
});

test('an unknown newsletter is NotFound', async () => {
  expect((await call(subscription('ffff0000ffff0000'), 'GET', as(sessions.lin!))).status).toBe(404);
  expect((await call(subscription('ffff0000ffff0000'), 'POST', as(sessions.lin!))).status).toBe(404);
});

test('/_/api/newsletters/{id}/import/process-unvalidated-files: the CSV checked into a report, for its writer only', async () => {
  await call(enable(ids.wren), 'POST', as(sessions.wren!));
  const path = `/_/api/newsletters/${authorNewsletterId(ids.wren)}/import/process-unvalidated-files`;
  const csv = 'email\nnew@list.example\nnot-an-address\n';
  const post = (headers: Record<string, string>) =>
    fetch(`${runtime.url}${path}`, {
      method: 'POST',
      body: csv,
      headers: { 'content-type': 'text/csv', 'x-amz-content-sha256': sha256(csv), ...headers },
    });
  expect((await post({})).status).toBe(401);
  expect((await call(path, 'GET', as(sessions.wren!))).status).toBe(405);
  const other = await post(as(sessions.lin!));
  expect(other.status).toBe(403);
  expect(await other.json()).toMatchObject({ errors: [{ errorType: 'Forbidden' }] });

  const checked = await post(as(sessions.wren!));
  expect(checked.status).toBe(200);
  expect(await checked.json()).toMatchObject({
    newsletterImport: {
      state: 'VALIDATED',
      rowCount: 2,
      validCount: 1,
      badRowCount: 1,
      badRows: [{ row: 3, value: 'not-an-address' }],
    },
  });
});
