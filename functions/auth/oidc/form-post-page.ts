import { createHash } from 'node:crypto';
import { privateHeaders, type HttpResult } from '../core/http-responses.ts';
import { escapeHtml } from '#shared/html/escape-html.ts';
import { resubmittedField } from './form-post.ts';

/** The page's only script: post the form at once (a button does it without JavaScript). */
const script = "document.getElementById('answer').submit();";
const scriptSource = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The answer to a provider's cross-site form_post: the same fields, posted again by the browser from
 * our own page to `action` (our own path), now same-site, so the attempt's SameSite=Lax binding cookie
 * and the session cookie come with it (docs/decisions.md §35). Nothing is read or spent before that
 * second post. The content security policy lets only this script run and the form go only to us.
 */
export function resubmitPage(action: string, fields: Record<string, string>): HttpResult {
  const entries: Array<[string, string]> = [...Object.entries(fields), [resubmittedField, '1']];
  const inputs = entries
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return {
    statusCode: 200,
    headers: {
      ...privateHeaders,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src ${scriptSource}; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Signing you in</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#242424"><form id="answer" method="post" action="${escapeHtml(action)}">${inputs}<p>Signing you in…</p><noscript><button type="submit">Continue</button></noscript></form><script>${script}</script></body></html>`,
  };
}
