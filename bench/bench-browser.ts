import { readOutbox } from '#local/outbox.ts';
import type { LocalRuntime } from '#local/runtime.ts';

/**
 * A browser of the benchmarks, signing in through the platform's public paths as the web client does:
 * it keeps its binding cookie, and the binding its sign-in calls pass.
 */
export function benchBrowser(runtime: Pick<LocalRuntime, 'url' | 'outbox'>) {
  const state = { cookie: '', binding: '', xsrf: '' };

  async function graphql(query: string, cookie?: string) {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    });
    const body = (await response.json()) as { data?: Record<string, Record<string, string>> };
    if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
    return body.data;
  }

  /** GET /m/callback/email/binding, which the web client asks before every sign-in call. */
  async function bind(): Promise<string> {
    const response = await fetch(`${runtime.url}/m/callback/email/binding`, {
      headers: state.cookie ? { cookie: state.cookie } : {},
    });
    state.binding = ((await response.json()) as { binding: string }).binding;
    state.cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    return state.binding;
  }

  /** The 6-digit code last sent to `to`, once it is in the mailbox. */
  async function codeFor(to: string): Promise<string> {
    for (;;) {
      const mail = (await readOutbox(runtime.outbox)).find((entry) => entry.to === to);
      const code = mail && /\n(\d{6})\n/.exec(mail.text)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Takes an account token to the callback from this browser; the session cookie it sets. */
  async function callback(token: string): Promise<string> {
    const response = await fetch(`${runtime.url}/m/callback/email?token=${token}&operation=login`, {
      redirect: 'manual',
      headers: { cookie: state.cookie },
    });
    const cookies = response.headers.getSetCookie();
    const sid = cookies.find((line) => line.startsWith('folio_sid='));
    if (!sid) throw new Error(`The callback set no session (${response.status})`);
    state.xsrf =
      cookies
        .find((line) => line.startsWith('folio_xsrf='))
        ?.split(';')[0]
        ?.slice('folio_xsrf='.length) ?? '';
    return sid.split(';')[0] ?? '';
  }

  /** Signs `email` in with a code by e-mail: the session cookie. */
  async function signInWithCode(email: string): Promise<string> {
    await graphql(
      `mutation { sendAcctAuthEmail(email: "${email}", operation: login, type: code, binding: "${await bind()}") { __typename } }`,
    );
    const code = await codeFor(email);
    const data = await graphql(
      `mutation { verifyLoginCode(email: "${email}", loginCode: "${code}") { ... on AccountToken { value } } }`,
    );
    return callback(data.verifyLoginCode?.value ?? '');
  }

  /** The xsrf token of the session the last callback opened (what the page echoes in x-xsrf-token). */
  const xsrf = () => state.xsrf;

  return { graphql, bind, codeFor, callback, signInWithCode, xsrf };
}
