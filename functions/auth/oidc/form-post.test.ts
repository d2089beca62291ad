import { createHash } from 'node:crypto';
import { functionUrlPost } from '../core/test-doubles.ts';
import { maxFormBytes } from '../core/http-form.ts';
import { nameFromAppleUser, parseFormPost, resubmittedField } from './form-post.ts';
import { resubmitPage } from './form-post-page.ts';

const state = 'S'.repeat(43);
const post = (body: string, options: Parameters<typeof functionUrlPost>[2] = {}) =>
  parseFormPost(functionUrlPost('/m/callback/apple', body, options));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("reading a provider's form_post answer", () => {
  test("Apple's fields: code, state and the user's name; its id_token is dropped", () => {
    const user = JSON.stringify({ name: { firstName: 'Tim', lastName: 'Cook' }, email: 'x@y.test' });
    const parsed = post(form({ code: 'c.0.abc', state, id_token: 'eyJ.x.y', user }));
    expect(parsed).toEqual({
      ok: true,
      parameters: { code: 'c.0.abc', state, name: 'Tim Cook' },
      fields: { code: 'c.0.abc', state, user },
      resubmitted: false,
    });
  });

  test('our own second post is marked, and its marker is not carried again', () => {
    const parsed = post(
      form({ code: 'c', state, iss: 'https://appleid.apple.com', [resubmittedField]: '1' }),
    );
    expect(parsed).toMatchObject({
      ok: true,
      resubmitted: true,
      fields: { code: 'c', state, iss: 'https://appleid.apple.com' },
    });
  });

  test('an error answer (cancelled at Apple) reads without a code', () => {
    expect(post(form({ error: 'user_cancelled_authorize', state }))).toMatchObject({
      ok: true,
      parameters: { error: 'user_cancelled_authorize', state },
    });
  });

  test('only application/x-www-form-urlencoded, with or without a charset, base64 or not', () => {
    const body = form({ code: 'c', state });
    expect(post(body, { contentType: 'application/x-www-form-urlencoded; charset=UTF-8' }).ok).toBe(true);
    expect(post(body, { base64: true }).ok).toBe(true);
    for (const contentType of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', '']) {
      expect(post(body, { contentType })).toEqual({ ok: false, refusal: 'content-type' });
    }
  });

  test(`at most ${maxFormBytes} bytes`, () => {
    const base = form({ code: 'c', state });
    const fits = `${base}&pad=${'x'.repeat(maxFormBytes - base.length - 5)}`;
    expect(Buffer.byteLength(fits)).toBe(maxFormBytes);
    expect(post(fits).ok).toBe(true);
    expect(post(`${fits}x`)).toEqual({ ok: false, refusal: 'too-large' });
    expect(post(`${fits}x`, { base64: true })).toEqual({ ok: false, refusal: 'too-large' });
  });

  test('a state that is not ours, a field given twice, or an oversized field is refused', () => {
    expect(post(form({ code: 'c', state: 'short' }))).toEqual({ ok: false, refusal: 'malformed' });
    expect(post(form({ code: 'c' }))).toEqual({ ok: false, refusal: 'malformed' });
    expect(post(`code=a&code=b&state=${state}`)).toEqual({ ok: false, refusal: 'malformed' });
    expect(post(form({ code: 'c', state, user: 'x'.repeat(2049) }))).toEqual({
      ok: false,
      refusal: 'malformed',
    });
    expect(post(form({ code: 'c', state, [resubmittedField]: 'yes' }))).toEqual({
      ok: false,
      refusal: 'malformed',
    });
    expect(post('')).toEqual({ ok: false, refusal: 'malformed' });
  });
});

describe("the name in Apple's user field", () => {
  test.each([
    [{ name: { firstName: 'Ada', lastName: 'Lovelace' } }, 'Ada Lovelace'],
    [{ name: { firstName: '  Ada ' } }, 'Ada'],
    [{ name: { lastName: 'Lovelace' } }, 'Lovelace'],
    [{ name: { firstName: 'A\u0000da\n', lastName: 'L' } }, 'A da L'],
    [{ name: { firstName: 'x'.repeat(60) } }, 'x'.repeat(50)],
    [{ name: { firstName: '', lastName: ' ' } }, undefined],
    [{ email: 'only@apple.test' }, undefined],
    [{ name: 'Ada Lovelace' }, undefined],
    [{ name: { firstName: 42 } }, undefined],
  ])('%j → %s', (user, name) => {
    expect(nameFromAppleUser(JSON.stringify(user))).toBe(name);
  });

  test('is absent when the field is absent or not JSON (never a refusal)', () => {
    expect(nameFromAppleUser(undefined)).toBeUndefined();
    expect(nameFromAppleUser('{"name":')).toBeUndefined();
    expect(post(form({ code: 'c', state, user: 'not json' }))).toMatchObject({
      ok: true,
      parameters: { code: 'c', state },
    });
  });
});

describe('the page that posts the answer again', () => {
  test('posts the same fields plus the marker to our path, escaped', () => {
    const page = resubmitPage('/m/callback/apple', { state, user: '{"name":"<b>\'&"}' });
    const body = String(page.body);
    expect(body).toContain('<form id="answer" method="post" action="/m/callback/apple">');
    expect(body).toContain(`<input type="hidden" name="state" value="${state}">`);
    expect(body).toContain(
      '<input type="hidden" name="user" value="{&quot;name&quot;:&quot;&lt;b&gt;&#39;&amp;&quot;}">',
    );
    expect(body).toContain(`<input type="hidden" name="${resubmittedField}" value="1">`);
    expect(body).not.toContain('<b>');
    expect(page.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  });

  test('its content security policy allows exactly its one script and posting to itself', () => {
    const page = resubmitPage('/m/callback/apple', { state });
    const script = /<script>([^<]*)<\/script>/.exec(String(page.body))?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(page.headers?.['content-security-policy']);
    expect(policy).toContain(`script-src 'sha256-${hash}'`);
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(script).toContain('submit()');
  });
});
