import { makePost, makeUser } from '#fixtures/factories.ts';
import { eventually } from '#fixtures/eventually.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';
import { devMailbox } from '#fixtures/runtime-session.ts';
import { sqsQueueSender } from '#shared/queues/queue-sender.ts';
import { localSessionSecret } from '#local/session-secret.ts';
import { activityUnsubscribeAddress } from '#functions/users/notifications/digest/unsubscribe-link.ts';
import type { NotificationEvent } from '#shared/queues/notification-event.ts';
import { postOneClick } from '#fixtures/one-click.ts';

/**
 * The e-mail digest of notifications (issue #16, decision 261) through the whole local platform: the
 * notifications queue's consumer records activity and marks who is owed a digest, `POST
 * /_/dev/run/notification-digest` runs the scheduled function as EventBridge Scheduler would, and the
 * e-mail queue's consumer delivers through the Mailer port to the local mailbox.
 */
let runtime: TestRuntime;
const ids: Record<string, string> = {};
let storyId = '';
const emailOf = (name: string) => `${name}.digest@folio.example`;

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const people = {
        olive: { name: 'Olive Owner', allowEmailHighlights: false },
        nora: { name: 'Nora Nomail', emailFrequency: 'OFF' as const },
        nell: { name: 'Nell Network', emailFrequency: 'NETWORK' as const },
        ruth: { name: 'Ruth Alvarez' },
        theo: { name: 'Theo Brandt' },
        pest: { name: 'Pat Pest' },
        sam: { name: 'Sam Later' },
        una: { name: 'Una Unsubscriber' },
      };
      for (const [key, settings] of Object.entries(people))
        ids[key] = (await makeUser(data, { username: `${key}_digest`, email: emailOf(key), ...settings })).id;
      storyId = (await makePost(data, { creatorId: ids.olive!, title: 'On rivers' })).post.id;
    },
  });
}, 240_000);
afterAll(() => runtime.stop());

const notify = (event: Omit<Extract<NotificationEvent, { type: 'notify' }>, 'type' | 'at'>) =>
  sqsQueueSender(runtime.sqs.client, runtime.sqs.environment).send('notifications', [
    { type: 'notify', at: Date.now(), ...event },
  ]);
const stored = async (name: string) =>
  (await runtime.data.entities.notification.query.byGroup({ ownerId: ids[name]! }).go()).data;
const runDigest = async () =>
  (await (await fetch(`${runtime.url}/_/dev/run/notification-digest`, { method: 'POST' })).json()) as Record<
    string,
    number
  >;
const mailTo = async (name: string) =>
  (await devMailbox(runtime.url)).filter((mail) => mail.to === emailOf(name));

test('one digest of the e-mailed kinds, without muted actors; a second run sends nothing; new activity comes next time', async () => {
  const [olive, story] = [ids.olive!, storyId];
  await notify({ kind: 'NEW_FOLLOWER', ownerId: olive, actorId: ids.ruth! });
  await notify({ kind: 'NEW_FOLLOWER', ownerId: olive, actorId: ids.pest! });
  await notify({ kind: 'RESPONSE', ownerId: olive, actorId: ids.theo!, postId: story, responseId: 'resp1' });
  await notify({ kind: 'HIGHLIGHT', ownerId: olive, actorId: ids.ruth!, postId: story });
  await notify({ kind: 'CLAP', ownerId: olive, actorId: ids.theo!, postId: story });
  await notify({ kind: 'NEW_FOLLOWER', ownerId: ids.nora!, actorId: ids.ruth! });
  await eventually(
    () => stored('olive'),
    (items) => items.length === 5,
  );
  await eventually(
    () => stored('nora'),
    (items) => items.length === 1,
  );
  // Muted after the notification was made: the digest leaves the muted reader out too.
  await runtime.data.entities.mute
    .put({ muterId: olive, targetKind: 'user', targetId: ids.pest!, createdAt: Date.now() })
    .go();

  expect(await runDigest()).toEqual({ sent: 1, nothing: 0, 'claimed-elsewhere': 0, failed: 0 });
  const [digest, ...others] = await eventually(
    () => mailTo('olive'),
    (mails) => mails.length > 0,
  );
  expect(others).toEqual([]);
  expect(digest!.subject).toBe('You have 2 new notifications on Folio');
  expect(digest!.text).toContain('Ruth Alvarez started following you');
  expect(digest!.text).toContain('Theo Brandt responded to “On rivers”');
  expect(digest!.text).toContain(`${runtime.url}/me/settings/notifications#email-settings`);
  expect(digest!.text).not.toMatch(/highlighted|clapped|Pat Pest/);
  expect(digest!.html).toContain('See all your notifications');
  expect(await mailTo('nora')).toEqual([]);

  // Re-run: nobody is owed a digest, nothing is sent.
  expect(await runDigest()).toEqual({ sent: 0, nothing: 0, 'claimed-elsewhere': 0, failed: 0 });
  // Even a reader marked owed again by a stray mark gets nothing already sent.
  await runtime.data.entities.notificationDigestDue
    .put({ shard: 0, ownerId: olive, lastAt: Date.now() })
    .go();
  expect(await runDigest()).toEqual({ sent: 0, nothing: 1, 'claimed-elsewhere': 0, failed: 0 });

  await notify({ kind: 'NEW_FOLLOWER', ownerId: olive, actorId: ids.sam! });
  await eventually(
    () => stored('olive'),
    (items) => items.length === 6,
  );
  expect(await runDigest()).toMatchObject({ sent: 1, failed: 0 });
  const mails = await eventually(
    () => mailTo('olive'),
    (found) => found.length === 2,
  );
  const latest = mails.find((mail) => mail.id !== digest!.id)!;
  expect(latest.subject).toBe('You have 1 new notification on Folio');
  expect(latest.text).toContain('Sam Later started following you');
  expect(latest.text).not.toContain('Ruth Alvarez');
});

test('“Only from people you follow”: the digest names the followed actors alone', async () => {
  const nell = ids.nell!;
  await runtime.data.entities.follow
    .put({ followerId: nell, targetKind: 'user', targetId: ids.ruth!, createdAt: Date.now() })
    .go();
  await notify({ kind: 'NEW_FOLLOWER', ownerId: nell, actorId: ids.ruth! });
  await notify({ kind: 'NEW_FOLLOWER', ownerId: nell, actorId: ids.theo! });
  await eventually(
    () => stored('nell'),
    (items) => items.length === 2,
  );

  expect(await runDigest()).toMatchObject({ sent: 1, failed: 0 });
  const [digest] = await eventually(
    () => mailTo('nell'),
    (mails) => mails.length > 0,
  );
  expect(digest!.subject).toBe('You have 1 new notification on Folio');
  expect(digest!.text).toContain('Ruth Alvarez started following you');
  expect(digest!.text).not.toContain('Theo Brandt');
});

test('the digest carries RFC 8058’s one-click address: a mail client’s POST turns activity e-mails off, a forged one changes nothing', async () => {
  const una = ids.una!;
  await notify({ kind: 'NEW_FOLLOWER', ownerId: una, actorId: ids.ruth! });
  await eventually(
    () => stored('una'),
    (items) => items.length === 1,
  );
  expect(await runDigest()).toMatchObject({ sent: 1, failed: 0 });
  const [digest] = await eventually(
    () => mailTo('una'),
    (mails) => mails.length > 0,
  );
  expect(digest!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  const oneClick = /^<(.+)>$/.exec(digest!.headers!['List-Unsubscribe']!)![1]!;
  expect(oneClick).toBe(activityUnsubscribeAddress(runtime.url, localSessionSecret(runtime.dataDir), una));
  const frequency = async () =>
    (await runtime.data.entities.user.get({ id: una }).go({ consistent: true })).data?.emailFrequency;

  // A GET (a click, a link scanner) changes nothing: it is sent to the e-mail settings.
  const get = await fetch(oneClick, { redirect: 'manual' });
  expect([get.status, get.headers.get('location')]).toEqual([
    303,
    '/me/settings/notifications#email-settings',
  ]);
  const forged = activityUnsubscribeAddress(runtime.url, 'another-secret', una);
  const turned = oneClick.replace(encodeURIComponent(una), encodeURIComponent(ids.ruth!));
  for (const url of [forged, turned, `${runtime.url}/_/notifications/unsubscribe/not-a-link`])
    expect((await postOneClick(url)).status).toBe(400);
  expect((await postOneClick(oneClick, 'List-Unsubscribe=Yes')).status).toBe(400);
  expect(await frequency()).not.toBe('OFF');

  // The mail client's POST, without cookies or xsrf token; again, the same answer.
  expect((await postOneClick(oneClick)).status).toBe(200);
  expect((await postOneClick(oneClick)).status).toBe(200);
  expect(await frequency()).toBe('OFF');
  await notify({ kind: 'NEW_FOLLOWER', ownerId: una, actorId: ids.theo! });
  await eventually(
    () => stored('una'),
    (items) => items.length === 2,
  );
  await runDigest();
  expect(await mailTo('una')).toHaveLength(1);
});
