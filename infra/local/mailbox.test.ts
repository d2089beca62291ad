import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memoryObjectStore } from '#fixtures/memory-object-store.ts';
import type { LocalAppSync } from './appsync/local-appsync.ts';
import { loadViewerRequestFunction, memoryKeyValueStore } from './cloudfront-function.ts';
import type { FunctionUrlHandler } from './function-url-event.ts';
import { createGateway } from './gateway.ts';
import { linkify, mailboxHtml } from './mailbox.ts';
import { outboxMailer } from './outbox.ts';

test('links in the text become clickable; everything else is escaped', () => {
  expect(linkify('Sign in: http://localhost:3000/m/callback/email?token=a&state=%2F.\n<b>hi</b>')).toBe(
    'Sign in: <a href="http://localhost:3000/m/callback/email?token=a&amp;state=%2F">' +
      'http://localhost:3000/m/callback/email?token=a&amp;state=%2F</a>.\n&lt;b&gt;hi&lt;/b&gt;',
  );
  expect(linkify('javascript:alert(1) "x"')).toBe('javascript:alert(1) &quot;x&quot;');
});

test('an e-mail’s extra headers (a newsletter’s List-Unsubscribe…) are shown, escaped', () => {
  const page = mailboxHtml([
    {
      id: '1',
      to: 'ada@folio.example',
      subject: 'A story',
      text: 'Hi',
      sentAt: Date.UTC(2026, 0, 2, 3, 4, 5),
      headers: {
        'List-Unsubscribe': '<https://folio.example/newsletters/unsubscribe/a/b/c>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  ]);
  expect(page).toContain(
    '<dt>List-Unsubscribe</dt><dd>&lt;https://folio.example/newsletters/unsubscribe/a/b/c&gt;</dd>',
  );
  expect(page).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>');
  expect(mailboxHtml([{ id: '2', to: 'b@folio.example', subject: 'S', text: 'T', sentAt: 0 }])).not.toContain(
    'class="headers"',
  );
});

test('the page lists each e-mail with its recipient, subject and time', () => {
  const page = mailboxHtml([
    {
      id: '1',
      to: 'ada@folio.example',
      subject: 'Sign in to <Folio>',
      text: 'Hi',
      sentAt: Date.UTC(2026, 0, 2, 3, 4, 5),
    },
  ]);
  expect(page).toContain('<h2>Sign in to &lt;Folio&gt;</h2>');
  expect(page).toContain('<strong>ada@folio.example</strong>');
  expect(page).toContain('2026-01-02 03:04:05 UTC');
});

describe('the gateway', () => {
  let outbox: string;
  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'folio-outbox-'));
    const mailer = outboxMailer(outbox);
    await mailer.send({ to: 'first@folio.example', subject: 'First', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'second@folio.example', subject: 'Second', text: 'two' });
  });
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  /** A gateway whose HTTP Lambda answers 404 for anything, as the real one does for /_/dev/*. */
  async function serve(devMailbox: { outbox: string } | undefined, run: (url: string) => Promise<void>) {
    const notFound: FunctionUrlHandler = async () => ({ statusCode: 404, body: 'not here' });
    const server = createGateway({
      viewerRequest: loadViewerRequestFunction(memoryKeyValueStore(), { localLoopback: true }),
      appsync: {} as LocalAppSync,
      pages: notFound,
      http: notFound,
      search: notFound,
      authHttp: notFound,
      authFormPost: notFound,
      cspReport: notFound,
      stripeWebhook: notFound,
      oneClickUnsubscribe: notFound,
      activityOneClick: notFound,
      objects: memoryObjectStore(),
      webDist: outbox,
      health: async () => ({ ok: true }),
      edgeCache: false,
      ...(devMailbox ? { devMailbox } : {}),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  test('serves the outbox newest first in local mode', async () => {
    await serve({ outbox }, async (url) => {
      const entries = (await (await fetch(`${url}/_/dev/mailbox.json`)).json()) as { subject: string }[];
      expect(entries.map((entry) => entry.subject)).toEqual(['Second', 'First']);
      const page = await (await fetch(`${url}/_/dev/mailbox`)).text();
      expect(page.indexOf('Second')).toBeLessThan(page.indexOf('First'));
      expect((await fetch(`${url}/_/dev/mailbox`, { method: 'DELETE' })).status).toBe(405);
    });
  });

  test('without local mode, /_/dev/* is an ordinary path of the HTTP Lambda, as in AWS', async () => {
    await serve(undefined, async (url) => {
      for (const path of ['/_/dev/mailbox', '/_/dev/mailbox.json']) {
        const response = await fetch(`${url}${path}`);
        expect([path, response.status, await response.text()]).toEqual([path, 404, 'not here']);
      }
    });
  });
});
