import type { Answer } from './gateway-http.ts';
import { json } from './gateway-http.ts';
import { readOutbox, type OutboxEntry } from './outbox.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';

/**
 * Local mode's inbox: every e-mail Folio sent (the outbox of the SES stand-in), newest first, so a
 * developer can follow a sign-in link or read a login code. Served by the gateway only when it runs
 * locally; CloudFront has no such behaviour.
 */
export const mailboxPaths = { html: '/_/dev/mailbox', json: '/_/dev/mailbox.json' } as const;

/** The text part with its http(s) links made clickable (everything else escaped). */
export function linkify(text: string): string {
  // A sentence's closing full stop or bracket is not part of the link.
  const parts = text.split(/(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)])/g);
  return parts
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

/** The extra headers an e-mail carries (a newsletter's List-Unsubscribe…), one per line. */
const headersHtml = (headers: OutboxEntry['headers']) =>
  headers && Object.keys(headers).length > 0
    ? `<dl class="headers">${Object.entries(headers)
        .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
        .join('')}</dl>\n`
    : '';

function entryHtml(entry: OutboxEntry): string {
  const sentAt = new Date(entry.sentAt).toISOString().replace('T', ' ').slice(0, 19);
  return `<article class="mail">
<h2>${escapeHtml(entry.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(entry.to)}</strong> · <time datetime="${new Date(entry.sentAt).toISOString()}">${sentAt} UTC</time></p>
${headersHtml(entry.headers)}<pre>${linkify(entry.text)}</pre>
</article>`;
}

export function mailboxHtml(entries: readonly OutboxEntry[]): string {
  const body = entries.length
    ? entries.map(entryHtml).join('\n')
    : '<p class="empty">No e-mail yet. Ask for a sign-in link or code, then reload this page.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mailbox · Folio (local)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#242424}
.mail{border-bottom:1px solid #e6e6e6;padding:1rem 0}.mail h2{font-size:1.1rem;margin:0 0 .25rem}
.meta{color:#6b6b6b;margin:0 0 .75rem;font-size:.9rem}pre{white-space:pre-wrap;font:inherit;margin:0}
a{color:#1a8917}.headers{font:.8rem ui-monospace,monospace;color:#6b6b6b;margin:0 0 .75rem}
.headers dt{float:left;margin-right:.5rem}.headers dt::after{content:":"}.headers dd{margin:0;word-break:break-all}
</style></head>
<body><h1>Mailbox</h1>
<p class="meta">Every e-mail the local Folio sent, newest first (<a href="${mailboxPaths.json}">JSON</a>).</p>
${body}
</body></html>`;
}

/** GET /_/dev/mailbox and /_/dev/mailbox.json, or undefined for any other request. */
export async function answerMailbox(
  uri: string,
  method: string,
  outbox: string,
): Promise<Answer | undefined> {
  if (uri !== mailboxPaths.html && uri !== mailboxPaths.json) return undefined;
  if (method !== 'GET' && method !== 'HEAD')
    return json(405, { errors: [{ errorType: 'BadRequest', message: 'The mailbox is read with GET.' }] });
  const entries = await readOutbox(outbox);
  if (uri === mailboxPaths.json) return json(200, entries);
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: Buffer.from(mailboxHtml(entries)),
  };
}
