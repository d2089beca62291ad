import { createHash } from 'node:crypto';
import {
  maxImageBytes as maxAvatarBytes,
  imageMessages as avatarMessages,
  imageMessages,
  maxImageSide,
  signInToUploadImages,
  storyImageUploadPath,
  storyImageUploadUrlPath,
  type UploadedImage,
  type UploadTicket,
} from '#contract/image-upload.ts';
import { windowStartOf, type RateLimitRule } from '#shared/data/rate-limit.ts';
import { signInToChangeSettings } from '#contract/user-settings.ts';
import { usernameMessages } from '#contract/username.ts';
import { changeLimits, imageUploadLimit } from '#functions/users/rate-limits.ts';
import { missingXsrfMessage } from '#shared/api/resolver-router.ts';
import { tinyGif, tinyJpeg, tinyPng } from '#fixtures/tiny-images.ts';
import type { OutboxEntry } from '#local/outbox.ts';
import { eventually } from '#fixtures/eventually.ts';
import { makeUser } from '#fixtures/factories.ts';
import { getWithHost as getHost } from '#fixtures/host-request.ts';
import { startTestRuntime, type TestRuntime } from '#fixtures/runtime.ts';

/**
 * The users domain on the whole local platform: an avatar uploaded through the gateway to the HTTP
 * Lambda, and a story image in its two steps (ticket, PUT, confirmation), stored in the file object
 * store and served at /_/image/{id}; and writers' subdomains
 * ({username}.localhost:{port}) classified by the real viewer-request function and answered by the pages.
 */
let runtime: TestRuntime;
const email = 'ada@folio.example';
let cookie = '';
let xsrf = '';

const sha256 = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** Signs Ada in as a browser does: its binding, the link from the dev mailbox, then its cookies. */
async function signIn() {
  const bound = await fetch(`${runtime.url}/m/callback/email/binding`);
  const { binding } = (await bound.json()) as { binding: string };
  const bindingCookie = bound.headers.getSetCookie()[0]!.split(';')[0]!;
  const body = JSON.stringify([
    {
      query: `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: link, binding: "${binding}") { __typename } }`,
    },
  ]);
  await fetch(`${runtime.url}/_/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-amz-content-sha256': sha256(body) },
    body,
  });
  const mails = await eventually(
    async () => (await (await fetch(`${runtime.url}/_/dev/mailbox.json`)).json()) as OutboxEntry[],
    (entries) => entries.length > 0,
  );
  const link = /http:\/\/localhost:\d+\/m\/callback\/email\?\S+/.exec(mails[0]!.text)![0];
  const values = Object.fromEntries(
    (await fetch(link, { redirect: 'manual', headers: { cookie: bindingCookie } })).headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!.split('=') as [string, string]),
  );
  cookie = `folio_sid=${values.folio_sid}; folio_xsrf=${values.folio_xsrf}`;
  xsrf = values.folio_xsrf!;
}

beforeAll(async () => {
  runtime = await startTestRuntime({
    prepare: async ({ data }) => {
      const ada = await makeUser(data, { username: 'ada', name: 'Ada Lovelace', email });
      await data.entities.claim.put({ kind: 'email', value: email, ownerId: ada.id }).go();
      await data.entities.claim.put({ kind: 'username', value: 'ada', ownerId: ada.id }).go();
    },
  });
  await signIn();
}, 60_000);
afterAll(() => runtime.stop());

const upload = (body: Buffer, headers: Record<string, string> = {}) =>
  fetch(`${runtime.url}/_/api/avatar`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-amz-content-sha256': sha256(body), ...headers },
    body: new Uint8Array(body),
  });
const asAda = () => ({ cookie, 'x-xsrf-token': xsrf });
const batch = async (query: string) => {
  const body = JSON.stringify([{ query }]);
  const response = await fetch(`${runtime.url}/_/batch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-amz-content-sha256': sha256(body), ...asAda() },
    body,
  });
  return ((await response.json()) as [{ data: Record<string, Record<string, unknown>> }])[0];
};

/**
 * Fills Ada's windows of `rule` now and next hour, so a test cannot fall between two; the test deletes
 * the windows answered afterwards, for the tests below.
 */
async function fillWindowsOfAda(rule: RateLimitRule) {
  const adaId = ((await batch('query { viewer { id } }')).data.viewer as { id: string }).id;
  const windows = [0, 3600_000].map((ahead) => ({
    bucket: rule.bucket,
    key: adaId,
    windowStart: windowStartOf(rule, Date.now() + ahead),
  }));
  for (const window of windows)
    await runtime.data.entities.rateLimit
      .put({ ...window, count: rule.limit, expiresAt: Math.floor(Date.now() / 1000) + 7200 })
      .go();
  return windows;
}

describe('POST /_/api/avatar', () => {
  test('stores the image, sets it on the viewer, and /_/image/{id} serves it', async () => {
    const response = await upload(png, asAda());
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { updateViewerProfile: Record<string, unknown> } };
    expect(data.updateViewerProfile).toMatchObject({ __typename: 'User', username: 'ada' });
    const imageId = data.updateViewerProfile.imageId as string;
    expect(imageId).toMatch(/^[0-9a-f]{16}$/);
    const image = await fetch(`${runtime.url}/_/image/${imageId}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    expect((await batch('query { viewer { imageId } }')).data.viewer).toEqual({ imageId });
  });

  test('a visitor gets 401 JSON', async () => {
    const response = await upload(png);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      errors: [{ errorType: 'Unauthorized', message: signInToChangeSettings }],
    });
  });

  test('a file that is not the image it claims to be is a 400 with a clear message', async () => {
    const response = await upload(Buffer.from('<html><script>alert(1)</script></html>'), asAda());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ errorType: 'BadRequest', message: avatarMessages.mismatch }],
    });
  });

  test('an image over 4 MB is a 400 from the Lambda; a body a function URL could not take, 413 at the edge', async () => {
    const tooLarge = Buffer.concat([png, Buffer.alloc(maxAvatarBytes)]);
    const response = await upload(tooLarge, asAda());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ errorType: 'BadRequest', message: avatarMessages.tooLarge }],
    });
    expect((await upload(Buffer.alloc(5 * 1024 * 1024), asAda())).status).toBe(413);
  });

  test('past the settings limit it is a 429 RateLimited, and the image it stored is deleted again', async () => {
    const rule = changeLimits.settings;
    const windows = await fillWindowsOfAda(rule);
    const put = jest.spyOn(runtime.objects, 'put');
    try {
      const response = await upload(png, asAda());
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({
        data: { updateViewerProfile: { __typename: 'RateLimited', message: rule.message } },
      });
      const [key] = put.mock.calls[0]!;
      expect(await runtime.objects.get(key)).toBeUndefined();
      expect((await fetch(`${runtime.url}/${key}`)).status).toBe(404);
    } finally {
      put.mockRestore();
      for (const window of windows) await runtime.data.entities.rateLimit.delete(window).go();
    }
  });

  test('like every POST, it needs the body’s hash (origin access control)', async () => {
    const response = await upload(png, { ...asAda(), 'x-amz-content-sha256': sha256('something else') });
    expect(response.status).toBe(403);
  });
});

describe('a story image: POST /_/upload-url, PUT to the ticket, POST /_/upload', () => {
  const post = (path: string, value: unknown, headers: Record<string, string>) => {
    const body = JSON.stringify(value);
    return fetch(`${runtime.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-content-sha256': sha256(body), ...headers },
      body,
    });
  };
  const askTicket = async (file: Buffer, contentType: string, headers: Record<string, string> = asAda()) =>
    post(storyImageUploadUrlPath, { contentType, bytes: file.length }, headers);
  /** The browser's PUT: to the ticket's address (the gateway plays the bucket), with its headers. */
  const putFile = (ticket: UploadTicket, file: Buffer) =>
    fetch(new URL(ticket.url, runtime.url), {
      method: 'PUT',
      headers: ticket.headers,
      body: new Uint8Array(file),
    });
  const confirm = (ticket: UploadTicket, headers: Record<string, string> = asAda()) =>
    post(storyImageUploadPath, { pendingId: ticket.pendingId }, headers);

  async function uploadStoryImage(file: Buffer, contentType: string) {
    const ticket = (await (await askTicket(file, contentType)).json()) as UploadTicket;
    expect((await putFile(ticket, file)).status).toBe(200);
    return { ticket, confirmed: await confirm(ticket) };
  }

  test('stores the image, answers what its paragraph keeps, and /_/image/{id} serves it', async () => {
    const jpeg = tinyJpeg(1600, 900, { orientation: 6 });
    const { ticket, confirmed } = await uploadStoryImage(jpeg, 'image/jpeg');
    expect(ticket.pendingId).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(ticket.url, runtime.url).pathname).toBe(`/_/upload-pending/${ticket.pendingId}`);
    expect(confirmed.status).toBe(201);
    const image = (await confirmed.json()) as UploadedImage;
    expect(image).toEqual({
      imageId: expect.stringMatching(/^[0-9a-f]{16}$/),
      originalWidth: 900,
      originalHeight: 1600,
      contentType: 'image/jpeg',
      bytes: jpeg.length,
    });
    const served = await fetch(`${runtime.url}/_/image/${image.imageId}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(jpeg);
    // Confirmed once: the pending file is gone, and a second confirmation finds nothing.
    expect((await confirm(ticket)).status).toBe(404);
  });

  test('a file larger than a Lambda could take (5 MB) goes through', async () => {
    const big = Buffer.concat([tinyPng(40, 30), Buffer.alloc(5 * 1024 * 1024)]);
    const { confirmed } = await uploadStoryImage(big, 'image/png');
    expect(confirmed.status).toBe(201);
    expect(await confirmed.json()).toMatchObject({
      originalWidth: 40,
      originalHeight: 30,
      bytes: big.length,
    });
  });

  test('the ticket binds the type and length: another file is refused by storage', async () => {
    const png = tinyPng(4, 4);
    const ticket = (await (await askTicket(png, 'image/png')).json()) as UploadTicket;
    const longer = Buffer.concat([png, Buffer.alloc(1)]);
    expect((await putFile(ticket, longer)).status).toBe(403);
    expect((await putFile({ ...ticket, headers: { 'content-type': 'text/html' } }, png)).status).toBe(403);
    expect((await confirm(ticket)).status).toBe(404);
  });

  test('a visitor gets 401, a wrong xsrf token 403 from the API, and neither gets a ticket', async () => {
    const visitor = await askTicket(tinyPng(4, 4), 'image/png', {});
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({
      errors: [{ errorType: 'Unauthorized', message: signInToUploadImages }],
    });
    const forged = await askTicket(tinyPng(4, 4), 'image/png', { cookie, 'x-xsrf-token': 'forged' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({
      errors: [{ errorType: 'Forbidden', message: missingXsrfMessage }],
    });
  });

  test('a file that is not the image it was announced as, or too wide, is a 400 that says why, and is deleted', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const { ticket, confirmed } = await uploadStoryImage(html, 'image/png');
    expect(confirmed.status).toBe(400);
    expect(await confirmed.json()).toEqual({
      errors: [{ errorType: 'BadRequest', message: imageMessages.mismatch }],
    });
    expect(await runtime.objects.get(`_/upload-pending/${ticket.pendingId}`)).toBeUndefined();
    const wide = await uploadStoryImage(tinyGif(maxImageSide + 1, 1), 'image/gif');
    expect(wide.confirmed.status).toBe(400);
    expect(await wide.confirmed.json()).toEqual({
      errors: [{ errorType: 'BadRequest', message: imageMessages.tooWide }],
    });
  });

  test('past the upload limit the ticket is a 429 RateLimited', async () => {
    const windows = await fillWindowsOfAda(imageUploadLimit);
    try {
      const response = await askTicket(tinyPng(4, 4), 'image/png');
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({
        errors: [{ errorType: 'RateLimited', message: imageUploadLimit.message }],
      });
    } finally {
      for (const window of windows) await runtime.data.entities.rateLimit.delete(window).go();
    }
  });
});

test('settings travel through the API as the schema types them', async () => {
  const answer = await batch(`mutation {
    updateNotificationSettings(input: { emailFrequency: OFF, allowEmailMentions: false }) {
      __typename
      ... on User { notificationSettings { emailFrequency digestFrequency allowEmailMentions } }
    }
  }`);
  expect(answer.data.updateNotificationSettings).toEqual({
    __typename: 'User',
    notificationSettings: { emailFrequency: 'OFF', digestFrequency: 'WEEKLY', allowEmailMentions: false },
  });
  const refused = await batch(
    'mutation { updateUsername(username: "a b") { __typename ... on BadRequest { message } } }',
  );
  expect(refused.data.updateUsername).toEqual({
    __typename: 'BadRequest',
    message: usernameMessages.invalid,
  });
});

/** A GET with the Host a browser sends for {host}: *.localhost resolves to this machine. */
const getWithHost = (path: string, host: string) => getHost(runtime.port, path, `${host}:${runtime.port}`);

describe('{username}.localhost', () => {
  test('sends the profile of a writer without a subdomain to /@username on the main host', async () => {
    const about = await getWithHost('/about?ref=1', 'ada.localhost');
    expect(about.status).toBe(302);
    expect(about.headers.location).toBe(`${runtime.url}/@ada/about?ref=1`);
  });

  test('serves the profile once the writer claims the subdomain, until they unclaim it', async () => {
    expect((await batch('mutation { claimSubdomain { ... on User { hasSubdomain } } }')).data).toEqual({
      claimSubdomain: { hasSubdomain: true },
    });
    const profile = await getWithHost('/', 'ada.localhost');
    expect(profile.status).toBe(200);
    expect(profile.body).toContain('Ada Lovelace');
    await batch('mutation { unclaimSubdomain { ... on User { hasSubdomain } } }');
    expect((await getWithHost('/', 'ada.localhost')).status).toBe(302);
  });

  test('an unknown writer is the 404 page; a reserved name is no host Folio serves', async () => {
    expect((await getWithHost('/', 'nobody.localhost')).status).toBe(404);
    expect((await getWithHost('/', 'www.localhost')).status).toBe(421);
  });
});
